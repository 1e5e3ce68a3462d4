/**
 * The audience list in SQL: the WHERE of a group's (or the whole event's) registrants with the
 * search and filters, a page of rows, the count, and keyset chunks for the CSV. Only REGISTERED
 * registrations are audience. Pages are ordered newest first with the id as tie-breaker, an ordered
 * scan of registrations_event_status_created_idx (of registrations_event_status_role_created_idx
 * for one role); counts without a search are index-only scans of registrations_event_counts_idx;
 * the search is one LIKE on the trigram-indexed search_text.
 *
 * That walk finds a page in about (offset + limit) / share rows, where share is the audience's part
 * of the event's: quick for a big group, the whole event for an empty or a tiny one (a flow's
 * sub-group of a ticket the flow does not sell walks every registrant). So a page first takes the
 * audience's kept size where there is one (audience-count.ts): none, no query; a small audience, all
 * its rows found through registrations_event_counts_idx and sorted (a cost that grows with the
 * audience, not the event). A big invite list or a custom group whose members are kept, read
 * without a search, walks its own kept list instead, in the same order (AudienceWalk).
 */
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { EventRole, EventType } from '@console/shared/contract';
import { filterColumnsWhere, type AudienceFilter } from './filter';
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
import type { AudiencePage, AudienceWalk } from './walk';

const r = registrations;

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
      filterColumnsWhere(r, filter),
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
export const audiencePageIds = (db: Db, where: SQL, page: AudiencePage) =>
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
export const smallAudiencePageIds = (where: SQL, page: AudiencePage): SQL =>
  sql`select audience.id from (select ${r.id}, ${r.createdAt} from ${r} where ${where} offset 0) audience
    order by audience.created_at desc nulls last, audience.id desc nulls last
    limit ${page.limit}::int offset ${page.offset}::int`;

const i = invitees;

/** The invitees' copy of the audience list's order (invitees_group_registered_newest_idx). */
const INVITEE_WALK_ORDER: NewestFirstColumns = {
  createdAt: i.registrationCreatedAt,
  id: i.registrationId,
};

/**
 * An invite list's audience along its registered invitees newest first (migration 0025): each
 * step finds one registration and tests `where`, the registrants' condition without the membership
 * (the walk is the membership). It is found by its order columns as well as its key (the invitee's
 * kept copy, verified and repaired with the derived data): in the event's index of that order,
 * which holds the filters' columns, so a step reads no row. A list is a small part of the event, so the
 * event's walk would pass many registrants per one of the list's. Not for a search: the trigram
 * index finds its few rows without a walk.
 */
export const inviteeWalk = (db: Db, listId: number, where: SQL): AudienceWalk => ({
  order: INVITEE_WALK_ORDER,
  ids: (page, after) =>
    db
      .select({ id: r.id })
      .from(i)
      .innerJoin(r, and(eq(r.id, i.registrationId), eq(r.createdAt, i.registrationCreatedAt)))
      .where(and(eq(i.audienceGroupId, listId), isNotNull(i.registrationId), where, after))
      .orderBy(...newestFirst(INVITEE_WALK_ORDER))
      .limit(page.limit)
      .offset(page.offset),
});

/**
 * The condition on registrations.id of a page's ids: along the walk where one is given, else
 * sorted for a small audience, else walked along the event's registrants.
 */
export const audiencePageIdsWhere = (
  db: Db,
  where: SQL,
  page: AudiencePage,
  size: AudienceSize,
  walk: AudienceWalk | null = null,
) => {
  if (walk !== null) return inArray(r.id, walk.ids(page));
  if (isSmall(size)) return sql`${r.id} in (${smallAudiencePageIds(where, page)})`;
  return inArray(r.id, audiencePageIds(db, where, page));
};

/**
 * The CSV's keyset chunks of an audience, newest first (never an offset scan): `select` reads the
 * rows of one chunk's condition on registrations, newest first, `chunk` at most. Along the walk
 * where one is given; else, for a small audience, its next `chunk` ids sorted; else along the
 * event's registrants.
 */
export function audienceChunks<Row extends { id: number; key: string }>(
  db: Db,
  { where, size, walk }: AudienceRead,
  chunk: number,
  select: (condition: SQL) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  if (walk !== null)
    return newestFirstChunks(walk.order, chunk, (after) =>
      select(inArray(r.id, walk.ids({ limit: chunk, offset: 0 }, after))),
    );
  return newestFirstChunks(r, chunk, (after) => {
    const chunkWhere = and(where, after) ?? where;
    return select(
      isSmall(size)
        ? audiencePageIdsWhere(db, chunkWhere, { limit: chunk, offset: 0 }, size)
        : chunkWhere,
    );
  });
}

/**
 * What a page or the CSV reads: the registrants' condition, the audience's size where known
 * (AudienceSize), and the walk along a kept list where one pays (AudienceWalk).
 */
export interface AudienceRead {
  where: SQL;
  size: AudienceSize;
  walk: AudienceWalk | null;
}

/** One page, newest first; the group chips are computed for these rows only. */
export async function selectAudiencePage(
  db: Db,
  event: AudienceEvent,
  { where, size, walk }: AudienceRead,
  page: AudiencePage,
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

/** Keyset chunks of the whole filter (the CSV): never an offset scan. */
export async function* allAudience(
  db: Db,
  event: AudienceEvent,
  read: AudienceRead,
  chunk = 1000,
): AsyncGenerator<AudienceMember[]> {
  if (read.size === 0) return;
  const rows = audienceChunks(db, read, chunk, (condition) =>
    db
      .select(rowFields)
      .from(r)
      .leftJoin(ticketTypes, eq(ticketTypes.id, r.ticketTypeId))
      .where(condition)
      .orderBy(...REGISTRATIONS_NEWEST_FIRST)
      .limit(chunk),
  );
  for await (const chunkRows of rows) yield await withChips(db, event, chunkRows);
}
