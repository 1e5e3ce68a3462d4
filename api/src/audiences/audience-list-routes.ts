/**
 * The audience list (spec people §2, §7): a group's registrants at
 * /events/:eventId/audience-groups/:audienceGroupId/audiences (audience groups write), every
 * registrant of the event at /events/:eventId/attendees (attendees write); each with /count and
 * /csv. The ticket types of the filter are readable with either permission.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PermissionRequirement } from '@console/shared/contract';
import type { Db } from '../db/client';
import { ticketTypes } from '../db/schema';
import { eventAccess } from '../http/access';
import { arrayQueryParams } from '../http/array-query-params';
import { errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess, type GrantedEventAccess } from '../http/permissions';
import {
  allAudience,
  audienceWhere,
  countAudience,
  inviteeWalk,
  selectAudiencePage,
  SMALL_AUDIENCE,
  type AudienceRead,
  type AudienceSize,
} from '../audience-read/query';
import type { AudienceWalk } from '../audience-read/walk';
import type { AudienceFilter } from '../audience-read/filter';
import { AUDIENCE_CSV_COLUMNS, audienceCsvRecords } from './audience-csv';
import { sendCsv } from '../http/csv';
import { GroupParamsSchema } from './audience-list-schemas';
import { loadGroup, type LoadedGroup } from './group-lookup';
import { keptAudienceCount, keptAudienceSize } from '../audience-read/audience-count';
import { keptMembersWalk } from '../audience-read/member-snapshots';
import { membershipWhere } from '../audience-read/group-membership';
import {
  AUDIENCE_LIST_API,
  AUDIENCE_LIST_FILE_NAME,
  AudienceCountSchema,
  AudienceFilterQuerySchema,
  AudienceMemberPageSchema,
  AudiencePageQuerySchema,
  AudienceTicketTypeListSchema,
  type AudienceFilterQuery,
} from '@console/people-contract';

const GROUPS: PermissionRequirement = { anyOf: ['PEOPLE_AUDIENCE_GROUPS_WRITE'] };
const ATTENDEES: PermissionRequirement = { anyOf: ['PEOPLE_ATTENDEES_WRITE'] };
const EITHER: PermissionRequirement = {
  anyOf: ['PEOPLE_AUDIENCE_GROUPS_WRITE', 'PEOPLE_ATTENDEES_WRITE'],
};

/** The filters that repeat (AudienceFilterQuerySchema's arrays). */
const filterArrays = arrayQueryParams('roleTypeFilters', 'ticketTypeFilter');

const toFilter = (q: AudienceFilterQuery): AudienceFilter => ({
  search: q.search,
  roleTypeFilters: q.roleTypeFilters,
  isAttended: q.isAttended === undefined ? undefined : q.isAttended === 'true',
  ticketTypeFilter: q.ticketTypeFilter,
});

/** The request's group, or null for everyone (attendees). */
async function groupOf(db: Db, request: FastifyRequest): Promise<LoadedGroup | null> {
  const params = request.params as { eventId: number; audienceGroupId?: number };
  if (params.audienceGroupId === undefined) return null;
  return loadGroup(db, params.eventId, params.audienceGroupId);
}

/**
 * The walk along the group's own kept list that a page or CSV without a search takes (AudienceWalk):
 * a custom group's or a big invite list's kept members (audience-read/member-snapshots.ts: while current, or a custom
 * group's on a big event); else a big invite list's registered invitees. Null: walk the event's
 * registrants (or sort a small audience's). `size`: the audience's kept size (AudienceSize).
 */
async function walkOf(
  db: Db,
  eventId: number,
  group: LoadedGroup | null,
  filter: AudienceFilter,
  size: AudienceSize,
): Promise<AudienceWalk | null> {
  if (group === null || filter.search?.trim()) return null;
  if (group.type !== 'CUSTOM' && group.type !== 'INVITE_ONLY') return null;
  const kept = await keptMembersWalk(db, eventId, { id: group.id, type: group.type }, filter);
  if (kept !== null || group.type === 'CUSTOM') return kept;
  return size === null || size > SMALL_AUDIENCE
    ? inviteeWalk(db, group.id, audienceWhere(eventId, undefined, filter))
    : null;
}

/**
 * The request's event and what its page or CSV reads: the filtered registrants' condition (list,
 * count and CSV alike), how many registrants the filter leaves before the search where that is
 * kept, and the walk along the group's kept list where one applies.
 */
async function audienceOf(
  db: Db,
  request: FastifyRequest & { query: AudienceFilterQuery },
  group: LoadedGroup | null,
): Promise<{ event: GrantedEventAccess['event']; read: AudienceRead }> {
  const { event } = grantedAccess(request);
  const filter = toFilter(request.query);
  const membership = group === null ? undefined : membershipWhere(group);
  const size = await keptAudienceSize(db, event.id, group, filter);
  const where = audienceWhere(event.id, membership, filter);
  return {
    event,
    read: { where, size, walk: await walkOf(db, event.id, group, filter, size) },
  };
}

export const audienceListRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['audience-list'];
    const scopes = [
      {
        access: GROUPS,
        params: GroupParamsSchema,
        members: AUDIENCE_LIST_API.groupMembersRoute,
        count: AUDIENCE_LIST_API.groupCountRoute,
        csv: AUDIENCE_LIST_API.groupCsvRoute,
      },
      {
        access: ATTENDEES,
        params: EventParamsSchema,
        members: AUDIENCE_LIST_API.attendeesRoute,
        count: AUDIENCE_LIST_API.attendeesCountRoute,
        csv: AUDIENCE_LIST_API.attendeesCsvRoute,
      },
    ];

    for (const scope of scopes) {
      const guard = { config: { access: eventAccess(scope.access) } };

      app.get(
        scope.members,
        {
          ...guard,
          preValidation: filterArrays,
          schema: {
            tags,
            params: scope.params,
            querystring: AudiencePageQuerySchema,
            response: { 200: AudienceMemberPageSchema, ...errorResponses },
          },
        },
        async (request) => {
          const { event, read } = await audienceOf(db, request, await groupOf(db, request));
          const { limit, offset } = request.query;
          return { items: await selectAudiencePage(db, event, read, { limit, offset }) };
        },
      );

      app.get(
        scope.count,
        {
          ...guard,
          preValidation: filterArrays,
          schema: {
            tags,
            params: scope.params,
            querystring: AudienceFilterQuerySchema,
            response: { 200: AudienceCountSchema, ...errorResponses },
          },
        },
        async (request) => {
          const group = await groupOf(db, request);
          const { event } = grantedAccess(request);
          // Where the kept counts answer: the same number, no scan of the registrants.
          const filter = toFilter(request.query);
          const kept = await keptAudienceCount(db, event.id, group, filter);
          if (kept !== null)
            return { total: kept.total, ...(kept.isUpdating && { isCountUpdating: true }) };
          const membership = group === null ? undefined : membershipWhere(group);
          return { total: await countAudience(db, audienceWhere(event.id, membership, filter)) };
        },
      );

      app.get(
        scope.csv,
        {
          ...guard,
          preValidation: filterArrays,
          schema: {
            tags,
            params: scope.params,
            querystring: AudienceFilterQuerySchema,
            produces: ['text/csv'],
          },
        },
        async (request, reply) => {
          const { event, read } = await audienceOf(db, request, await groupOf(db, request));
          return sendCsv(reply, AUDIENCE_LIST_FILE_NAME, AUDIENCE_CSV_COLUMNS, () =>
            audienceCsvRecords(allAudience(db, event, read)),
          );
        },
      );
    }

    app.get(
      AUDIENCE_LIST_API.ticketTypesRoute,
      {
        config: { access: eventAccess(EITHER) },
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: AudienceTicketTypeListSchema, ...errorResponses },
        },
      },
      async (request) => {
        const rows = await db
          .select({ ticketTypeId: ticketTypes.id, name: ticketTypes.name })
          .from(ticketTypes)
          .where(eq(ticketTypes.eventId, grantedAccess(request).event.id))
          .orderBy(asc(ticketTypes.id));
        return { ticketTypes: rows };
      },
    );
  };
