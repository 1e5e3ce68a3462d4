/**
 * The revenue dashboard (spec §2.10, §4.3): GET its integration (effective status, and which
 * switch keeps it off) and, once a sync has run, the figures from the synced deals; POST a manual sync from the CRM (202 with the
 * job, 409 with the reason when refused: off or not permitted, running, inside the day window;
 * 429 with Retry-After when the day's starts are used up by failed syncs).
 * Both need analytics reports read; the POST is a write, so read-only users are refused too.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_API,
  RevenueDashboardSchema,
  RevenueSyncStartedSchema,
} from '@console/analytics-contract';
import { ApiErrorSchema } from '@console/shared/contract';
import type { Db } from '../db/client';
import { activityActor } from '../activity-log/record';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import { toWireIntegration } from '../integrations/effective-status';
import { revenueFigures } from './figures';
import { INTEGRATIONS_REQUIREMENT } from '../integrations/permission';
import { REVENUE_REQUIREMENT } from './permission';
import { findRevenueIntegration, switchesOff } from './revenue-integration';
import { startRevenueSync, SyncStartsUsed } from './start-sync';

export const revenueDashboardRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      ANALYTICS_API.revenueRoute,
      {
        config: { access: eventAccess(REVENUE_REQUIREMENT) },
        schema: {
          tags: ['analytics'],
          params: EventParamsSchema,
          response: { 200: RevenueDashboardSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { event } = grantedAccess(request);
        const found = await findRevenueIntegration(db, event);
        const integration = found ? toWireIntegration(found.row, found.organizationStatus) : null;
        const synced = integration?.revenueDashboardDataSyncAt != null;
        return {
          integration,
          switchesOff: found ? switchesOff(found) : [],
          revenue: synced ? await revenueFigures(db, event) : null,
        };
      },
    );

    // Starting a sync makes the API call the organization's CRM with its token: a write of the
    // integrations, not a read of the reports.
    app.post(
      ANALYTICS_API.revenueSyncRoute,
      {
        config: { access: eventAccess(INTEGRATIONS_REQUIREMENT) },
        schema: {
          tags: ['analytics'],
          params: EventParamsSchema,
          response: {
            202: RevenueSyncStartedSchema,
            ...errorResponses,
            409: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { event } = grantedAccess(request);
        const now = new Date();
        const started = await startRevenueSync(db, event, activityActor(request), now).catch(
          (error: unknown) => {
            if (error instanceof SyncStartsUsed) {
              const seconds = Math.ceil((error.retryAt.getTime() - now.getTime()) / 1000);
              reply.header('retry-after', String(Math.max(1, seconds)));
            }
            throw error;
          },
        );
        return reply.code(202).send(started);
      },
    );
  };
