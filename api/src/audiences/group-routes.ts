/**
 * One audience group (spec people §2, §5, §8): GET for the audience list page's header (audience
 * groups write); rename (PATCH), delete and the can-delete check for custom groups (audience
 * groups write) and invite lists (invite list write); the check also answers what a delete would
 * change (deletion-impact.ts). System groups are never renamed or deleted,
 * a duplicate name in the event is DUPLICATE_NAME_REQUEST (409), and a group used anywhere
 * (audience_group_usages) is not deleted (409): the API decides, whatever the page shows.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, ERROR_CODES, type PermissionRequirement } from '@console/shared/contract';
import { activityActor } from '../activity-log/record';
import type { Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { eventAccess } from '../http/access';
import { ApiError, errorResponses } from '../http/errors';
import { grantedAccess } from '../http/permissions';
import { GroupParamsSchema } from './audience-list-schemas';
import {
  assertEditable,
  groupNameTaken,
  loadGroup,
  lockGroupNames,
  toGroupDetail,
} from './group-lookup';
import { groupNoun, recordGroupChange } from './activity';
import { deletionImpact, membersOf } from './deletion-impact';
import { audienceGroupUsages } from './schema';
import {
  AUDIENCE_API,
  AudienceGroupDetailSchema,
  CanDeleteAudienceGroupSchema,
  PEOPLE_MESSAGES,
  RenameBodySchema,
  type AudienceGroupUsage,
} from '@console/people-contract';

const GROUPS: PermissionRequirement = { anyOf: ['PEOPLE_AUDIENCE_GROUPS_WRITE'] };
/** Rename and delete: either permission gets in; the group's kind then decides (assertEditable). */
const GROUP_WRITERS: PermissionRequirement = {
  anyOf: ['PEOPLE_AUDIENCE_GROUPS_WRITE', 'PEOPLE_INVITE_LIST_WRITE'],
};
const withConflict = { ...errorResponses, 409: ApiErrorSchema };
/** The most usages a refusal lists. */
const MAX_USAGES = 50;

async function usagesOf(db: Db, audienceGroupId: number): Promise<AudienceGroupUsage[]> {
  const u = audienceGroupUsages;
  return db
    .select({ usedIn: u.usedIn, usedBy: u.usedBy })
    .from(u)
    .where(eq(u.audienceGroupId, audienceGroupId))
    .orderBy(asc(u.usedIn), asc(u.usedBy))
    .limit(MAX_USAGES);
}

export const groupRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['audiences'];
    const writers = { config: { access: eventAccess(GROUP_WRITERS) } };

    app.get(
      AUDIENCE_API.groupRoute,
      {
        config: { access: eventAccess(GROUPS) },
        schema: {
          tags,
          params: GroupParamsSchema,
          response: { 200: AudienceGroupDetailSchema, ...errorResponses },
        },
      },
      async (request) =>
        toGroupDetail(await loadGroup(db, request.params.eventId, request.params.audienceGroupId)),
    );

    app.patch(
      AUDIENCE_API.groupRoute,
      {
        ...writers,
        schema: {
          tags,
          params: GroupParamsSchema,
          body: RenameBodySchema,
          response: { 200: AudienceGroupDetailSchema, ...withConflict },
        },
      },
      async (request) => {
        const { event, role } = grantedAccess(request);
        const name = request.body.name;
        return db.transaction(async (tx) => {
          const group = await loadGroup(tx, event.id, request.params.audienceGroupId);
          assertEditable(group, role.permissions);
          await lockGroupNames(tx, event.id);
          if (await groupNameTaken(tx, event.id, name, group.id))
            throw new ApiError(409, ERROR_CODES.duplicateName, PEOPLE_MESSAGES.duplicateGroupName);
          await tx.update(audienceGroups).set({ name }).where(eq(audienceGroups.id, group.id));
          await recordGroupChange(tx, {
            actor: activityActor(request),
            group,
            verb: 'renamed',
            summary: `Renamed ${groupNoun(group)} to ${name}`,
            before: { name: group.name },
            after: { name },
          });
          return toGroupDetail({ ...group, name });
        });
      },
    );

    app.get(
      AUDIENCE_API.canDeleteRoute,
      {
        ...writers,
        schema: {
          tags,
          params: GroupParamsSchema,
          response: { 200: CanDeleteAudienceGroupSchema, ...withConflict },
        },
      },
      async (request) => {
        const { event, role } = grantedAccess(request);
        const group = await loadGroup(db, event.id, request.params.audienceGroupId);
        assertEditable(group, role.permissions);
        const usages = await usagesOf(db, group.id);
        const canDelete = usages.length === 0;
        return { canDelete, usages, impact: canDelete ? await deletionImpact(db, group) : null };
      },
    );

    app.delete(
      AUDIENCE_API.groupRoute,
      {
        ...writers,
        schema: { tags, params: GroupParamsSchema, response: { 204: z.null(), ...withConflict } },
      },
      async (request, reply) => {
        const { event, role } = grantedAccess(request);
        await db.transaction(async (tx) => {
          // The row lock holds off a new usage (its foreign key) until the delete is decided.
          const group = await loadGroup(tx, event.id, request.params.audienceGroupId, {
            lock: 'update',
          });
          assertEditable(group, role.permissions);
          if ((await usagesOf(tx, group.id)).length > 0)
            throw new ApiError(
              409,
              ERROR_CODES.conflict,
              group.type === 'INVITE_ONLY'
                ? PEOPLE_MESSAGES.cannotDeleteInviteList
                : PEOPLE_MESSAGES.cannotDeleteGroup,
            );
          const size = await membersOf(tx, group);
          await tx.delete(audienceGroups).where(eq(audienceGroups.id, group.id));
          await recordGroupChange(tx, {
            actor: activityActor(request),
            group,
            verb: 'deleted',
            summary: `Deleted ${groupNoun(group)}`,
            before: { name: group.name, size },
            after: null,
          });
        });
        return reply.code(204).send(null);
      },
    );
  };
