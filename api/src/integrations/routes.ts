/** GET /api/events/:eventId/integrations: the event's integrations (spec §3, §4.3, §6: EVENT_INTEGRATIONS_WRITE). */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IntegrationListSchema, type Integration } from '@console/shared/contract';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema } from '../http/permissions';
import { integrations } from './schema';

export function toWireIntegration(row: typeof integrations.$inferSelect): Integration {
  return {
    integrationType: row.integrationType,
    solutionStatus: row.solutionStatus,
    configValue: { configValues: row.configValues },
    revenueDashboardDataSyncAt: row.revenueDashboardDataSyncAt?.toISOString() ?? null,
    revenueDashboardLastSyncObject: row.revenueDashboardLastSyncObject ?? null,
  };
}

export const integrationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/events/:eventId/integrations',
      {
        config: { access: eventAccess({ anyOf: ['EVENT_INTEGRATIONS_WRITE'] }) },
        schema: {
          tags: ['integrations'],
          params: EventParamsSchema,
          response: { 200: IntegrationListSchema, ...errorResponses },
        },
      },
      async (request) => {
        const rows = await db
          .select()
          .from(integrations)
          .where(eq(integrations.eventId, request.params.eventId))
          .orderBy(asc(integrations.id));
        return { integrations: rows.map(toWireIntegration) };
      },
    );
  };
