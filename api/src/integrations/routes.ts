/**
 * The event's integrations (spec §3, §4.3, §6: EVENT_INTEGRATIONS_WRITE): GET the list with the
 * effective status of each (the event's and the organization's), PATCH one (its status, the
 * revenue dashboard data sync permission). The organization's are in organization-routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IntegrationListSchema, IntegrationSchema } from '@console/shared/contract';
import {
  EventIntegrationParamsSchema,
  INTEGRATIONS_API,
  UpdateEventIntegrationSchema,
} from '@console/integrations-contract';
import type { Db } from '../db/client';
import { activityActor } from '../activity-log/record';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import { eventIntegrations, toWireIntegration } from './effective-status';
import { updateEventIntegration } from './event-integration-update';
import { crmConnection } from './organization-integrations';
import { INTEGRATIONS_REQUIREMENT } from './permission';

export const integrationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      INTEGRATIONS_API.eventListRoute,
      {
        config: { access: eventAccess(INTEGRATIONS_REQUIREMENT) },
        schema: {
          tags: ['integrations'],
          params: EventParamsSchema,
          response: { 200: IntegrationListSchema, ...errorResponses },
        },
      },
      async (request) => ({
        integrations: await eventIntegrations(db, grantedAccess(request).event),
      }),
    );

    app.patch(
      INTEGRATIONS_API.eventIntegrationRoute,
      {
        config: { access: eventAccess(INTEGRATIONS_REQUIREMENT) },
        schema: {
          tags: ['integrations'],
          params: EventIntegrationParamsSchema,
          body: UpdateEventIntegrationSchema,
          response: { 200: IntegrationSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { event } = grantedAccess(request);
        const { integrationType } = request.params;
        const row = await updateEventIntegration(
          db,
          event.id,
          integrationType,
          request.body,
          activityActor(request),
        );
        const organization = await crmConnection(db, event.organizationId, integrationType);
        return toWireIntegration(row, organization?.status ?? null);
      },
    );
  };
