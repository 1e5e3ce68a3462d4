/**
 * The access groups and a group's page (spec people §7 "Access groups"): the groups (made from
 * the audience groups first), one by its audience group, a group's mapping, and its writes:
 * feature changes of a section, day access and a new base group, each with the preview of its
 * impact.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCESS_API,
  AccessGroupListSchema,
  AccessGroupMappingSchema,
  AccessGroupSchema,
  AccessImpactSchema,
  UpdateBaseGroupRequestSchema,
  UpdateDayAccessRequestSchema,
  UpdateMappingsRequestSchema,
} from '@console/access-control-contract';
import { activityActor } from '../activity-log/record';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema } from '../http/permissions';
import { accessEvent, ACCESS_REQUIREMENT } from './access-event';
import { ensureAccessGroups, listAccessGroups, loadAccessGroup, toAccessGroup } from './groups';
import { previewBaseChange, previewDayChange, previewFeatureChange } from './impact';
import { readMapping } from './mapping';
import { updateBaseGroup, updateDayAccess, updateMappings } from './mapping-writes';
import { AccessGroupParamsSchema, AudienceGroupParamsSchema } from './params';

export const accessGroupRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(ACCESS_REQUIREMENT) } };
    const tags = ['access-control'];
    const mappingResponse = { 200: AccessGroupMappingSchema, ...errorResponses };

    app.get(
      ACCESS_API.groupsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: AccessGroupListSchema, ...errorResponses },
        },
      },
      async (request) => {
        const event = accessEvent(request);
        await ensureAccessGroups(db, event);
        return { groups: (await listAccessGroups(db, event.id)).map(toAccessGroup) };
      },
    );

    app.get(
      ACCESS_API.byAudienceGroupRoute,
      {
        ...guard,
        schema: {
          tags,
          params: AudienceGroupParamsSchema,
          response: { 200: AccessGroupSchema, ...errorResponses },
        },
      },
      async (request) => {
        const event = accessEvent(request);
        await ensureAccessGroups(db, event);
        const audienceGroupId = request.params.audienceGroupId;
        return toAccessGroup(await loadAccessGroup(db, event.id, { audienceGroupId }));
      },
    );

    app.get(
      ACCESS_API.mappingRoute,
      { ...guard, schema: { tags, params: AccessGroupParamsSchema, response: mappingResponse } },
      async (request) => readMapping(db, accessEvent(request), request.params.accessGroupId),
    );

    app.put(
      ACCESS_API.mappingsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: AccessGroupParamsSchema,
          body: UpdateMappingsRequestSchema,
          response: mappingResponse,
        },
      },
      async (request) =>
        updateMappings(
          db,
          accessEvent(request),
          request.params.accessGroupId,
          request.body,
          activityActor(request),
        ),
    );

    // A POST that writes nothing, yet is refused like the save on a read-only event: the preview
    // is the first step of a save the user could not make.
    app.post(
      ACCESS_API.impactPreviewRoute,
      {
        ...guard,
        schema: {
          tags,
          params: AccessGroupParamsSchema,
          body: UpdateMappingsRequestSchema,
          response: { 200: AccessImpactSchema, ...errorResponses },
        },
      },
      async (request) =>
        previewFeatureChange(db, accessEvent(request), request.params.accessGroupId, request.body),
    );

    app.put(
      ACCESS_API.dayAccessRoute,
      {
        ...guard,
        schema: {
          tags,
          params: AccessGroupParamsSchema,
          body: UpdateDayAccessRequestSchema,
          response: mappingResponse,
        },
      },
      async (request) =>
        updateDayAccess(
          db,
          accessEvent(request),
          request.params.accessGroupId,
          request.body,
          activityActor(request),
        ),
    );

    // Like the feature preview: writes nothing, refused like the save.
    app.post(
      ACCESS_API.dayImpactPreviewRoute,
      {
        ...guard,
        schema: {
          tags,
          params: AccessGroupParamsSchema,
          body: UpdateDayAccessRequestSchema,
          response: { 200: AccessImpactSchema, ...errorResponses },
        },
      },
      async (request) =>
        previewDayChange(db, accessEvent(request), request.params.accessGroupId, request.body),
    );

    app.put(
      ACCESS_API.baseGroupRoute,
      {
        ...guard,
        schema: {
          tags,
          params: AccessGroupParamsSchema,
          body: UpdateBaseGroupRequestSchema,
          response: mappingResponse,
        },
      },
      async (request) =>
        updateBaseGroup(
          db,
          accessEvent(request),
          request.params.accessGroupId,
          request.body.baseAccessGroupId,
          activityActor(request),
        ),
    );

    // Like the feature preview: writes nothing, refused like the save.
    app.post(
      ACCESS_API.baseImpactPreviewRoute,
      {
        ...guard,
        schema: {
          tags,
          params: AccessGroupParamsSchema,
          body: UpdateBaseGroupRequestSchema,
          response: { 200: AccessImpactSchema, ...errorResponses },
        },
      },
      async (request) =>
        previewBaseChange(
          db,
          accessEvent(request),
          request.params.accessGroupId,
          request.body.baseAccessGroupId,
        ),
    );
  };
