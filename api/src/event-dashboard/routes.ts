/**
 * GET /events/:eventId/dashboard: the event's landing page (spec §2.2, §2.8), for whoever holds
 * analytics dashboard read on the event (§6). Every figure is a few kept rows (load.ts), so the
 * answer takes the same time for ten registrants as for a million.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_DASHBOARD_API, EventDashboardSchema } from '@console/registration-contract';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import type { JobRegistry } from '../jobs/registry';
import { EVENT_DASHBOARD_REQUIREMENT } from './permission';
import { loadEventDashboard, readableJobKinds } from './load';

export const eventDashboardRoutes =
  (db: Db, registry: JobRegistry): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      EVENT_DASHBOARD_API.dashboardRoute,
      {
        config: { access: eventAccess(EVENT_DASHBOARD_REQUIREMENT) },
        schema: {
          tags: ['event-dashboard'],
          params: EventParamsSchema,
          response: { 200: EventDashboardSchema, ...errorResponses },
        },
      },
      async (request) => {
        const access = grantedAccess(request);
        return loadEventDashboard(db, {
          event: access.event,
          jobKinds: readableJobKinds(registry, access),
          now: new Date(),
        });
      },
    );
  };
