/**
 * A custom group's audience (spec people §7 "Custom groups"): a filter's matches (POST audience,
 * POST audience-count: the body carries an unsaved filter set, hence POST), a saved group's
 * members and manual members (20 a page, newest first, searchable), removing a manual member,
 * and the members' CSV. All need PEOPLE_AUDIENCE_GROUPS_WRITE (§6: custom audience).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@console/shared/contract';
import { activityActor } from '../activity-log/record';
import { GroupParamsSchema } from '../audiences/audience-list-schemas';
import type { Db } from '../db/client';
import { audienceGroupMembers } from '../db/schema';
import { sendCsv } from '../http/csv';
import { eventAccess } from '../http/access';
import { errorResponses, notFound } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import {
  CUSTOM_GROUP_API,
  CUSTOM_GROUP_CSV_FILE,
  CustomAudienceCountQuerySchema,
  CustomAudienceCountSchema,
  CustomAudiencePageSchema,
  CustomAudienceQuerySchema,
  CustomGroupMembersQuerySchema,
} from '@console/people-contract';
import { recordCustomGroupChange, registrantName } from './activity';
import { filterAudience, savedGroupAudience } from './audience';
import { memberCsvRecords, MEMBER_CSV_COLUMNS } from './csv';
import { keptRegisteredTotal } from '../audience-read/freshness';
import { CUSTOM_GROUPS_REQUIREMENT } from './group-routes';
import { allMembers, countMembers, selectMemberPage } from './member-query';
import { loadCustomGroupRow } from './settings';

const ManualMemberParamsSchema = GroupParamsSchema.extend({ registrationId: IdParamSchema });

export const customAudienceRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    // Reads with the filter set in the body: read-only users see the audience too.
    const guard = { config: { access: eventAccess(CUSTOM_GROUPS_REQUIREMENT, { isQuery: true }) } };
    const tags = ['custom-groups'];

    app.post(
      CUSTOM_GROUP_API.audienceRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: CustomAudienceQuerySchema,
          response: { 200: CustomAudiencePageSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { read, context } = await filterAudience(
          db,
          grantedAccess(request).event,
          request.body,
        );
        return selectMemberPage(db, context, read, request.body.offset);
      },
    );

    app.post(
      CUSTOM_GROUP_API.audienceCountRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: CustomAudienceCountQuerySchema,
          response: { 200: CustomAudienceCountSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { event } = grantedAccess(request);
        const { read } = await filterAudience(db, event, request.body);
        // No filter set and no search: every completed registration, kept by 0013's triggers.
        const isEveryone = request.body.filterSet === null && request.body.search.trim() === '';
        return {
          count: isEveryone
            ? await keptRegisteredTotal(db, event.id)
            : await countMembers(db, read.where),
        };
      },
    );

    for (const [route, manualOnly] of [
      [CUSTOM_GROUP_API.membersRoute, false],
      [CUSTOM_GROUP_API.manualMembersRoute, true],
    ] as const) {
      app.get(
        route,
        {
          ...guard,
          schema: {
            tags,
            params: GroupParamsSchema,
            querystring: CustomGroupMembersQuerySchema,
            response: { 200: CustomAudiencePageSchema, ...errorResponses },
          },
        },
        async (request) => {
          const { search, offset } = request.query;
          const { read, context } = await savedGroupAudience(
            db,
            grantedAccess(request).event,
            request.params.audienceGroupId,
            { search, manualOnly },
          );
          return selectMemberPage(db, context, read, offset);
        },
      );
    }

    app.delete(
      CUSTOM_GROUP_API.manualMemberRoute,
      {
        config: { access: eventAccess(CUSTOM_GROUPS_REQUIREMENT) },
        schema: {
          tags,
          params: ManualMemberParamsSchema,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { event } = grantedAccess(request);
        const { audienceGroupId, registrationId } = request.params;
        await db.transaction(async (tx) => {
          const group = await loadCustomGroupRow(tx, event.id, audienceGroupId);
          const m = audienceGroupMembers;
          const removed = await tx
            .delete(m)
            .where(
              and(
                eq(m.groupId, group.id),
                eq(m.registrationId, registrationId),
                eq(m.addedManually, true),
              ),
            )
            .returning({ id: m.registrationId });
          if (removed.length === 0) throw notFound('Manual member');
          const member = await registrantName(tx, registrationId);
          await recordCustomGroupChange(tx, {
            eventId: event.id,
            actor: activityActor(request),
            group,
            verb: 'member.removed',
            summary: `Removed ${member} from the group ${group.name}`,
            before: { registrationId, member },
            after: null,
          });
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      CUSTOM_GROUP_API.membersCsvRoute,
      {
        ...guard,
        schema: {
          tags,
          params: GroupParamsSchema,
          querystring: CustomGroupMembersQuerySchema.pick({ search: true }),
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const { read, context } = await savedGroupAudience(
          db,
          grantedAccess(request).event,
          request.params.audienceGroupId,
          { search: request.query.search, manualOnly: false },
        );
        return sendCsv(reply, CUSTOM_GROUP_CSV_FILE, MEMBER_CSV_COLUMNS, () =>
          memberCsvRecords(allMembers(db, context, read)),
        );
      },
    );
  };
