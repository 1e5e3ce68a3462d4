/**
 * A custom audience in SQL (a saved group's members or a filter's matches): a page of 20 newest
 * first (the page's ids from registrations alone, an ordered scan of
 * registrations_event_status_created_idx, or a small audience read whole and sorted, as the
 * audience list does; then 20 rows' details), its count, and keyset chunks for the CSV. Only
 * REGISTERED registrations are audience; the search is the audience list's (one LIKE on the
 * trigram-indexed search_text).
 */
import { and, type SQL } from 'drizzle-orm';
import {
  audienceChunkWhere,
  audiencePageIdsWhere,
  audienceWhere,
  countAudience,
  type AudienceSize,
} from '../audiences/audience-query';
import type { Db } from '../db/client';
import { createdAtKey, newestFirstChunks } from '../db/keyset';
import { REGISTRATIONS_NEWEST_FIRST } from '../db/registration-order';
import { registrations } from '../db/schema';
import {
  PEOPLE_LIMITS,
  type CustomAudiencePage,
  type CustomGroupMember,
} from '@console/people-contract';
import { memberRows, type MemberRowsContext } from './member-rows';

const r = registrations;
export const PAGE_SIZE = PEOPLE_LIMITS.audiencePageSize;

/** The audience's condition: the event's REGISTERED registrants in `membership` matching `search`. */
export const customAudienceWhere = (
  eventId: number,
  membership: SQL | undefined,
  search: string | undefined,
): SQL => audienceWhere(eventId, membership, { search });

export async function selectMemberPage(
  db: Db,
  context: MemberRowsContext,
  where: SQL,
  offset: number,
  size: AudienceSize,
): Promise<CustomAudiencePage> {
  if (size === 0) return { items: [], offset, pageSize: PAGE_SIZE };
  const ids = await db
    .select({ id: r.id })
    .from(r)
    .where(audiencePageIdsWhere(db, where, { limit: PAGE_SIZE, offset }, size))
    .orderBy(...REGISTRATIONS_NEWEST_FIRST);
  const items = await memberRows(
    db,
    context,
    ids.map((row) => row.id),
  );
  return { items, offset, pageSize: PAGE_SIZE };
}

export const countMembers = (db: Db, where: SQL): Promise<number> => countAudience(db, where);

/** Keyset chunks of the whole audience (the CSV): never an offset scan. */
export async function* allMembers(
  db: Db,
  context: MemberRowsContext,
  where: SQL,
  size: AudienceSize,
  chunk = 1000,
): AsyncGenerator<CustomGroupMember[]> {
  if (size === 0) return;
  const rows = newestFirstChunks(r, chunk, (after) =>
    db
      .select({ id: r.id, key: createdAtKey(r) })
      .from(r)
      .where(audienceChunkWhere(db, and(where, after) ?? where, chunk, size))
      .orderBy(...REGISTRATIONS_NEWEST_FIRST)
      .limit(chunk),
  );
  for await (const chunkRows of rows) {
    yield await memberRows(
      db,
      context,
      chunkRows.map((row) => row.id),
    );
  }
}
