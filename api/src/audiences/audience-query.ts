/**
 * The audience list in SQL: the WHERE of a group's (or the whole event's) registrants with the
 * search and filters, a page of rows, the count, and keyset chunks for the CSV. Only REGISTERED
 * registrations are audience. Pages are ordered newest first with the id as tie-breaker, an
 * ordered scan of registrations_event_status_created_idx (of
 * registrations_event_status_role_created_idx for one role); counts without a search are
 * index-only scans of registrations_event_counts_idx; the search is one LIKE on the
 * trigram-indexed search_text.
 *
 * That walk finds a page in about (offset + limit) / share rows, where share is the audience's part
 * of the event's: quick for a big group, the whole event for an empty or a tiny one (a flow's
 * sub-group of a ticket the flow does not sell: 900 ms at 1 M). So a page first takes the
 * audience's kept size where there is one (kept-count.ts): none, no query; a small audience, all
 * its rows found through registrations_event_counts_idx and sorted (a cost that grows with the
 * audience, not the event: 3 ms for 1,200 rows, 31 ms for 10,000 at 1 M). A big invite list read
 * without a search walks its registered invitees instead, in the same order (InviteeWalk).
 */
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { EventRole, EventType } from '@console/shared/contract';
import type { Db } from '../db/client';
import {
  createdAtKey,
  newestFirst,
  newestFirstChunks,
  type NewestFirstColumns,
} from '../db/keyset';
import { countWhere, likeContains } from '../db/query-helpers';
import { registrations, ticketTypes } from '../db/schema';
import { invitees } from '../invite-lists/schema';
import { registrantFields } from './registrant-fields';
import { audienceChipsOf } from './chips';
import type { AudienceMember } from '@console/people-contract';
import { REGISTRATIONS_NEWEST_FIRST } from '../db/registration-order';

const r = registrations;

export interface AudienceFilter {
  search?: string | undefined;
  roleTypeFilters?: readonly EventRole[] | undefined;
  isAttended?: boolean | undefined;
  ticketTypeFilter?: readonly number[] | undefined;
}

/** The registrants of the event (or of one group: `membership`) matching the filter. */
export function audienceWhere(
  eventId: number,
  membership: SQL | undefined,
  filter: AudienceFilter,
): SQL {
  const search = filter.search?.trim().toLowerCase();
  return (
    and(
      eq(r.eventId, eventId),
      eq(r.status, 'REGISTERED'),
      membership,
      search ? likeContains(r.searchText, search) : undefined,
      filter.roleTypeFilters?.length ? inArray(r.role, [...filter.roleTypeFilters]) : undefined,
      filter.isAttended === undefined ? undefined : eq(r.isAttended, filter.isAttended),
      filter.ticketTypeFilter?.length
        ? inArray(r.ticketTypeId, [...filter.ticketTypeFilter])
        : undefined,
    ) ?? sql`false`
  );
}

const rowFields = { ...registrantFields, key: createdAtKey(r) };
interface Row {
  id: number;
  flowContextId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: EventRole;
  ticketTypeId: number | null;
  ticketTypeName: string | null;
  isAttended: boolean;
  key: string;
}

interface AudienceEvent {
  id: number;
  type: EventType;
}

async function withChips(db: Db, event: AudienceEvent, rows: Row[]): Promise<AudienceMember[]> {
  const chips = await audienceChipsOf(
    db,
    event,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    registrationId: row.id,
    flowContextId: row.flowContextId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    ticketTypeId: row.ticketTypeId,
    ticketTypeName: row.ticketTypeName,
    isAttended: row.isAttended,
    audiences: chips.get(row.id) ?? [],
  }));
}

/** At most this many registrants, an audience's rows are all read and sorted rather than walked. */
export const SMALL_AUDIENCE = 5_000;

/**
 * An audience's size before any search, where one is known without counting it: its kept number
 * of registrants, an invite list's kept registered invitees (an upper bound under a filter), or a
 * custom group's member rows counted up to SMALL_AUDIENCE + 1 (an upper bound: a member may no
 * longer be registered). Enough to tell none and few from many; null where none is known.
 */
export type AudienceSize = number | null;

const isSmall = (size: AudienceSize): boolean => size !== null && size <= SMALL_AUDIENCE;

/** A page's ids, from registrations alone: an ordered index scan. */
export const audiencePageIds = (db: Db, where: SQL, page: { limit: number; offset: number }) =>
  db
    .select({ id: r.id })
    .from(r)
    .where(where)
    .orderBy(...REGISTRATIONS_NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset);

/**
 * A small audience's page ids: all its rows, then sorted (the walk's order). OFFSET 0 keeps the
 * inner query from being merged into the ordered one around it, so it is planned alone (an index
 * range of the audience's rows) rather than as the walk. Raw SQL: the query builder leaves out an
 * OFFSET of 0.
 */
export const smallAudiencePageIds = (where: SQL, page: { limit: number; offset: number }): SQL =>
  sql`select audience.id from (select ${r.id}, ${r.createdAt} from ${r} where ${where} offset 0) audience
    order by audience.created_at desc nulls last, audience.id desc nulls last
    limit ${page.limit}::int offset ${page.offset}::int`;

/**
 * An invite list's audience walked along its registered invitees newest first
 * (invitees_group_registered_newest_idx, migration 0025): each step reads one registration, found
 * by its key, and tests `where`, the registrants' condition without the membership (the walk is
 * the membership). At 1 M a list is 3 % of the event, so the event's walk passes 33 registrants
 * per one of the list's. Not for a search: the trigram index finds its few rows without a walk.
 */
export interface InviteeWalk {
  listId: number;
  where: SQL;
}

const i = invitees;

/** The invitees' copy of the audience list's order: the walk's index and its CSV keyset. */
const INVITEE_WALK_ORDER: NewestFirstColumns = {
  createdAt: i.registrationCreatedAt,
  id: i.registrationId,
};
const INVITEES_NEWEST_FIRST = newestFirst(INVITEE_WALK_ORDER);
const inviteeWalkWhere = (walk: InviteeWalk, after?: SQL) =>
  and(eq(i.audienceGroupId, walk.listId), isNotNull(i.registrationId), walk.where, after);

/** A page's ids along an invite list's registered invitees, in the audience list's order. */
export const inviteeWalkPageIds = (
  db: Db,
  walk: InviteeWalk,
  page: { limit: number; offset: number },
) =>
  db
    .select({ id: r.id })
    .from(i)
    .innerJoin(r, eq(r.id, i.registrationId))
    .where(inviteeWalkWhere(walk))
    .orderBy(...INVITEES_NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset);

/**
 * The condition on registrations.id of a page's ids: sorted for a small audience, else walked
 * along the invitees where `walk` is given, else along the event's registrants.
 */
export const audiencePageIdsWhere = (
  db: Db,
  where: SQL,
  page: { limit: number; offset: number },
  size: AudienceSize,
  walk: InviteeWalk | null = null,
) => {
  if (isSmall(size)) return sql`${r.id} in (${smallAudiencePageIds(where, page)})`;
  return inArray(
    r.id,
    walk === null ? audiencePageIds(db, where, page) : inviteeWalkPageIds(db, walk, page),
  );
};

/**
 * The condition of one keyset chunk of a CSV (`chunkWhere`: the audience after the last key): as
 * is, for the caller's ordered walk, or, for a small audience, its first `chunk` ids sorted.
 */
export const audienceChunkWhere = (db: Db, chunkWhere: SQL, chunk: number, size: AudienceSize) =>
  isSmall(size)
    ? audiencePageIdsWhere(db, chunkWhere, { limit: chunk, offset: 0 }, size)
    : chunkWhere;

/**
 * What a page or the CSV reads: the registrants' condition, the audience's size where known
 * (AudienceSize), and the invitee walk where one applies.
 */
export interface AudienceRead {
  where: SQL;
  size: AudienceSize;
  walk: InviteeWalk | null;
}

/** One page, newest first; the group chips are computed for these rows only. */
export async function selectAudiencePage(
  db: Db,
  event: AudienceEvent,
  { where, size, walk }: AudienceRead,
  page: { limit: number; offset: number },
): Promise<AudienceMember[]> {
  if (size === 0) return [];
  // The page's ids first, then 20 rows' joins.
  const rows: Row[] = await db
    .select(rowFields)
    .from(r)
    .leftJoin(ticketTypes, eq(ticketTypes.id, r.ticketTypeId))
    .where(audiencePageIdsWhere(db, where, page, size, walk))
    .orderBy(...REGISTRATIONS_NEWEST_FIRST);
  return withChips(db, event, rows);
}

export const countAudience = (db: Db, where: SQL): Promise<number> => countWhere(db, r, where);

/** The CSV's keyset chunks along an invite list's registered invitees (InviteeWalk). */
const inviteeWalkChunks = (db: Db, walk: InviteeWalk, chunk: number) =>
  newestFirstChunks(INVITEE_WALK_ORDER, chunk, (after) =>
    db
      .select(rowFields)
      .from(i)
      .innerJoin(r, eq(r.id, i.registrationId))
      .leftJoin(ticketTypes, eq(ticketTypes.id, r.ticketTypeId))
      .where(inviteeWalkWhere(walk, after))
      .orderBy(...INVITEES_NEWEST_FIRST)
      .limit(chunk),
  );

/** Keyset chunks of the whole filter (the CSV): never an offset scan. */
export async function* allAudience(
  db: Db,
  event: AudienceEvent,
  { where, size, walk }: AudienceRead,
  chunk = 1000,
): AsyncGenerator<AudienceMember[]> {
  if (size === 0) return;
  const rows =
    walk !== null && !isSmall(size)
      ? inviteeWalkChunks(db, walk, chunk)
      : newestFirstChunks(r, chunk, (after) => {
          const chunkWhere = and(where, after) ?? where;
          return db
            .select(rowFields)
            .from(r)
            .leftJoin(ticketTypes, eq(ticketTypes.id, r.ticketTypeId))
            .where(audienceChunkWhere(db, chunkWhere, chunk, size))
            .orderBy(...REGISTRATIONS_NEWEST_FIRST)
            .limit(chunk);
        });
  for await (const chunkRows of rows) yield await withChips(db, event, chunkRows);
}
