/**
 * A custom group's own endpoints (spec people §7 "Custom groups"): the event's filter fields,
 * create (a DRAFT), read, save (publish) and the calendar invite setting the save confirmation
 * reads. All need PEOPLE_AUDIENCE_GROUPS_WRITE (§6: custom audience); writes are refused on a
 * read-only event by the access hook.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, type PermissionRequirement } from '@console/shared/contract';
import { activityActor } from '../activity-log/record';
import { GroupParamsSchema } from '../audiences/audience-list-schemas';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import {
  CalendarInviteSettingSchema,
  CreateCustomGroupRequestSchema,
  CreateCustomGroupResponseSchema,
  CUSTOM_GROUP_API,
  CustomGroupSchema,
  FilterFieldListSchema,
  SaveCustomGroupRequestSchema,
} from '@console/people-contract';
import { createCustomGroup } from './create';
import { loadFilterFields } from './filter-fields';
import { saveCustomGroup } from './save';
import { loadCustomGroupRow, toCustomGroup, usedInSessionManagement } from './settings';

export const CUSTOM_GROUPS_REQUIREMENT: PermissionRequirement = {
  anyOf: ['PEOPLE_AUDIENCE_GROUPS_WRITE'],
};
const withConflict = { ...errorResponses, 409: ApiErrorSchema };

export const customGroupRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(CUSTOM_GROUPS_REQUIREMENT) } };
    const tags = ['custom-groups'];

    app.get(
      CUSTOM_GROUP_API.filterFieldsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: FilterFieldListSchema, ...errorResponses },
        },
      },
      async (request) => ({ fields: await loadFilterFields(db, grantedAccess(request).event) }),
    );

    app.post(
      CUSTOM_GROUP_API.groupsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: CreateCustomGroupRequestSchema,
          response: { 201: CreateCustomGroupResponseSchema, ...withConflict },
        },
      },
      async (request, reply) => {
        const audienceGroupId = await createCustomGroup(
          db,
          grantedAccess(request).event,
          request.body,
          activityActor(request),
        );
        return reply.code(201).send({ audienceGroupId });
      },
    );

    app.get(
      CUSTOM_GROUP_API.groupRoute,
      {
        ...guard,
        schema: {
          tags,
          params: GroupParamsSchema,
          response: { 200: CustomGroupSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { event } = grantedAccess(request);
        const row = await loadCustomGroupRow(db, event.id, request.params.audienceGroupId);
        return toCustomGroup(row, await usedInSessionManagement(db, row.id));
      },
    );

    app.put(
      CUSTOM_GROUP_API.groupRoute,
      {
        ...guard,
        schema: {
          tags,
          params: GroupParamsSchema,
          body: SaveCustomGroupRequestSchema,
          response: { 200: CustomGroupSchema, ...withConflict },
        },
      },
      async (request) =>
        saveCustomGroup(
          db,
          grantedAccess(request).event,
          request.params.audienceGroupId,
          request.body,
          activityActor(request),
        ),
    );

    app.get(
      CUSTOM_GROUP_API.calendarInviteSettingRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: CalendarInviteSettingSchema, ...errorResponses },
        },
      },
      async (request) => ({ isDayWiseBlock: grantedAccess(request).event.isDayWiseBlock }),
    );
  };
