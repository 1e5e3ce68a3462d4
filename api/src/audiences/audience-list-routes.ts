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
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import { allAudience, selectAudiencePage } from '../audience-read/query';
import type { AudienceFilter } from '../audience-read/filter';
import { countGroupAudience, planGroupAudience } from '../audience-read/group-audience';
import { AUDIENCE_CSV_COLUMNS, audienceCsvRecords } from './audience-csv';
import { sendCsv } from '../http/csv';
import { GroupParamsSchema } from './audience-list-schemas';
import { loadGroup, type LoadedGroup } from './group-lookup';
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
          const { event } = grantedAccess(request);
          const group = await groupOf(db, request);
          const read = await planGroupAudience(db, event.id, group, toFilter(request.query));
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
          const { event } = grantedAccess(request);
          const group = await groupOf(db, request);
          const count = await countGroupAudience(db, event.id, group, toFilter(request.query));
          return { total: count.total, ...(count.isUpdating && { isCountUpdating: true }) };
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
          const { event } = grantedAccess(request);
          const group = await groupOf(db, request);
          const read = await planGroupAudience(db, event.id, group, toFilter(request.query));
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
