/**
 * The session access screen's calls (spec people §7: the sessions of a section, their changes, and
 * the preview of the changes' impact, issue #46).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCESS_API,
  AccessImpactSchema,
  SessionAccessListSchema,
  UpdateSessionAccessRequestSchema,
} from '@console/access-control-contract';
import { activityActor } from '../activity-log/record';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { accessEvent, ACCESS_REQUIREMENT } from './access-event';
import { previewSessionChange } from './impact';
import { AccessGroupParamsSchema, SectionQuerySchema } from './params';
import { listSessionAccess, updateSessionAccess } from './session-access';

export const accessSessionRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(ACCESS_REQUIREMENT) } };
    const tags = ['access-control'];
    const response = { 200: SessionAccessListSchema, ...errorResponses };

    app.get(
      ACCESS_API.sessionsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: AccessGroupParamsSchema,
          querystring: SectionQuerySchema,
          response,
        },
      },
      async (request) =>
        listSessionAccess(
          db,
          accessEvent(request),
          request.params.accessGroupId,
          request.query.section,
        ),
    );

    app.put(
      ACCESS_API.sessionsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: AccessGroupParamsSchema,
          body: UpdateSessionAccessRequestSchema,
          response,
        },
      },
      async (request) =>
        updateSessionAccess(
          db,
          accessEvent(request),
          request.params.accessGroupId,
          request.body,
          activityActor(request),
        ),
    );

    // Like the group page's previews: writes nothing, refused like the save.
    app.post(
      ACCESS_API.sessionImpactPreviewRoute,
      {
        ...guard,
        schema: {
          tags,
          params: AccessGroupParamsSchema,
          body: UpdateSessionAccessRequestSchema,
          response: { 200: AccessImpactSchema, ...errorResponses },
        },
      },
      async (request) =>
        previewSessionChange(db, accessEvent(request), request.params.accessGroupId, request.body),
    );
  };
