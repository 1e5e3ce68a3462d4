/**
 * A custom audience in SQL (a saved group's members or a filter's matches): a page of 20 newest
 * first (the page's ids as the audience list finds them: along the group's kept members where they
 * are current, from registrations alone, an ordered scan of registrations_event_status_created_idx,
 * or a small audience read whole and sorted; then 20 rows' details), its count, and keyset chunks
 * for the CSV. Only
 * REGISTERED registrations are audience; the search is the audience list's (one LIKE on the
 * trigram-indexed search_text).
 */
import type { SQL } from 'drizzle-orm';
import {
  audienceChunks,
  audiencePageIdsWhere,
  audienceWhere,
  countAudience,
  type AudienceRead,
} from '../audience-read/query';
import type { Db } from '../db/client';
import { createdAtKey } from '../db/keyset';
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
  read: AudienceRead,
  offset: number,
): Promise<CustomAudiencePage> {
  if (read.size === 0) return { items: [], offset, pageSize: PAGE_SIZE };
  const page = { limit: PAGE_SIZE, offset };
  const ids = await db
    .select({ id: r.id })
    .from(r)
    .where(audiencePageIdsWhere(db, read.where, page, read.size, read.walk))
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
  read: AudienceRead,
  chunk = 1000,
): AsyncGenerator<CustomGroupMember[]> {
  if (read.size === 0) return;
  const rows = audienceChunks(db, read, chunk, (condition) =>
    db
      .select({ id: r.id, key: createdAtKey(r) })
      .from(r)
      .where(condition)
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
