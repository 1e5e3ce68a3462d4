/**
 * GET /api/events/:eventId/audience-groups: the audiences page (spec people §3); then one group
 * (group-routes.ts) and the audience list (audience-list-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PermissionRequirement } from '@console/shared/contract';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import { audienceListRoutes } from './audience-list-routes';
import { groupRoutes } from './group-routes';
import { listAudienceGroups } from './list';
import { AudienceListResponseSchema } from '@console/people-contract';

/** The audiences page's requirement (spec people §6): any of the three tabs' permissions. */
const AUDIENCES_REQUIREMENT: PermissionRequirement = {
  anyOf: [
    'PEOPLE_AUDIENCE_GROUPS_WRITE',
    'PEOPLE_INVITE_LIST_WRITE',
    'PEOPLE_ACCESS_CONTROL_WRITE',
  ],
};

export const audienceRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/events/:eventId/audience-groups',
      {
        config: { access: eventAccess(AUDIENCES_REQUIREMENT) },
        schema: {
          tags: ['audiences'],
          params: EventParamsSchema,
          response: { 200: AudienceListResponseSchema, ...errorResponses },
        },
      },
      async (request) => listAudienceGroups(db, grantedAccess(request).event),
    );
    await app.register(groupRoutes(db));
    await app.register(audienceListRoutes(db));
  };
