/**
 * The sessions endpoints (spec people §7: get tags, get segments with search, session mapping),
 * at the contract's SESSION_API paths under /api. Every one needs PEOPLE_AUDIENCE_GROUPS_WRITE
 * at event scope (§6: audience detail, where Add to sessions lives).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PermissionRequirement } from '@console/shared/contract';
import { activityActor } from '../activity-log/record';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { arrayQueryParams } from '../http/array-query-params';
import { errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import { GroupParamsSchema } from '../audiences/audience-list-schemas';
import { readSessionMapping, replaceSessionMapping } from './mapping';
import { listSessions, sessionDays, sessionTags } from './queries';
import {
  SESSION_API,
  SessionDaysResponseSchema,
  SessionListQuerySchema,
  SessionListResponseSchema,
  SessionMappingSchema,
  SessionMappingUpdateSchema,
  SessionTagsResponseSchema,
} from '@console/people-contract';

export const SESSIONS_REQUIREMENT: PermissionRequirement = {
  anyOf: ['PEOPLE_AUDIENCE_GROUPS_WRITE'],
};

export const sessionRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(SESSIONS_REQUIREMENT) } };
    const tags = ['sessions'];

    app.get(
      SESSION_API.listRoute,
      {
        ...guard,
        preValidation: arrayQueryParams('tags', 'formats', 'days'),
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: SessionListQuerySchema,
          response: { 200: SessionListResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { limit, offset, ...filter } = request.query;
        return listSessions(db, grantedAccess(request).event, filter, { limit, offset });
      },
    );

    app.get(
      SESSION_API.tagsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: SessionTagsResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ tags: await sessionTags(db, request.params.eventId) }),
    );

    app.get(
      SESSION_API.daysRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: SessionDaysResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ days: await sessionDays(db, grantedAccess(request).event) }),
    );

    app.get(
      SESSION_API.mappingRoute,
      {
        ...guard,
        schema: {
          tags,
          params: GroupParamsSchema,
          response: { 200: SessionMappingSchema, ...errorResponses },
        },
      },
      async (request) =>
        readSessionMapping(db, request.params.eventId, request.params.audienceGroupId),
    );

    app.put(
      SESSION_API.mappingRoute,
      {
        ...guard,
        schema: {
          tags,
          params: GroupParamsSchema,
          body: SessionMappingUpdateSchema,
          response: { 200: SessionMappingSchema, ...errorResponses },
        },
      },
      async (request) =>
        replaceSessionMapping(
          db,
          request.params.eventId,
          request.params.audienceGroupId,
          request.body.segmentIds,
          activityActor(request),
        ),
    );
  };
