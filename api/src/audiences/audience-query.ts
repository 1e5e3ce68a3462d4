/**
 * The audience list in SQL: the WHERE of a group's (or the whole event's) registrants with the
 * search and filters, a page of rows, the count, and keyset chunks for the CSV. Only REGISTERED
 * registrations are audience. Pages are ordered newest first with the id as tie-breaker, an
 * ordered scan of registrations_event_status_created_idx (of
 * registrations_event_status_role_created_idx for one role); counts without a search are
 * index-only scans of registrations_event_counts_idx; the search is one LIKE on the
 * trigram-indexed search_text.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EventRole, EventType } from '@console/shared/contract';
import type { Db } from '../db/client';
import { createdAtKey, newestFirstChunks } from '../db/keyset';
import { countWhere, likeContains } from '../db/query-helpers';
import { registrations, ticketTypes } from '../db/schema';
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

/** A page's ids, from registrations alone: an ordered index scan. */
export const audiencePageIds = (db: Db, where: SQL, page: { limit: number; offset: number }) =>
  db
    .select({ id: r.id })
    .from(r)
    .where(where)
    .orderBy(...REGISTRATIONS_NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset);

/** One page, newest first; the group chips are computed for these rows only. */
export async function selectAudiencePage(
  db: Db,
  event: AudienceEvent,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<AudienceMember[]> {
  // The page's ids first, then 20 rows' joins.
  const pageIds = audiencePageIds(db, where, page);
  const rows: Row[] = await db
    .select(rowFields)
    .from(r)
    .leftJoin(ticketTypes, eq(ticketTypes.id, r.ticketTypeId))
    .where(inArray(r.id, pageIds))
    .orderBy(...REGISTRATIONS_NEWEST_FIRST);
  return withChips(db, event, rows);
}

export const countAudience = (db: Db, where: SQL): Promise<number> => countWhere(db, r, where);

/** Keyset chunks of the whole filter (the CSV): never an offset scan. */
export async function* allAudience(
  db: Db,
  event: AudienceEvent,
  where: SQL,
  chunk = 1000,
): AsyncGenerator<AudienceMember[]> {
  const rows = newestFirstChunks(r, chunk, (after) =>
    db
      .select(rowFields)
      .from(r)
      .leftJoin(ticketTypes, eq(ticketTypes.id, r.ticketTypeId))
      .where(and(where, after))
      .orderBy(...REGISTRATIONS_NEWEST_FIRST)
      .limit(chunk),
  );
  for await (const chunkRows of rows) yield await withChips(db, event, chunkRows);
}
