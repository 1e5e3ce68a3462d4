/**
 * Reading the log (decision 0049): a page newest first, its count capped at 10,001 (a search's at
 * 201), and the CSV's keyset chunks. Every read is the event's entries in the areas the reader may
 * write; each filter leads to one index of schema.ts, so a page and a count walk an index and
 * stop, never scanning the event's entries (the count reads at most ACTIVITY_LOG_LIMITS.countCap
 * of them; a search, its trigram index when its word is rare among the newest entries).
 */
import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_AREAS,
  ACTIVITY_LOG_LIMITS,
  type ActivityArea,
  type ActivityEntry,
  type ActivityLogFilters,
  type ActivityLogPage,
} from '@console/activity-log-contract';
import type { Db } from '../db/client';
import { newestFirst } from '../db/keyset';
import { likeContains } from '../db/query-helpers';
import { activityLog, type ActivityLogRow } from './schema';

const a = activityLog;
/** Newest first, in the NULLS order of the log's indexes (a plain DESC could not use them). */
export const NEWEST_FIRST = newestFirst({ createdAt: a.occurredAt, id: a.id });

/** What a search looks for: lower-cased as the entries' search text is; nothing when blank. */
const searchOf = (filters: ActivityLogFilters): string | undefined =>
  filters.search?.trim().toLowerCase() || undefined;

/** The entries of `eventId` that `filters` keep, among the `readable` areas. */
export function logWhere(
  eventId: number,
  readable: readonly ActivityArea[],
  filters: ActivityLogFilters,
): SQL {
  const areas = filters.area
    ? readable.filter((area) => area === filters.area)
    : readable.length === ACTIVITY_AREAS.length
      ? null
      : readable;
  const search = searchOf(filters);
  return (
    and(
      eq(a.eventId, eventId),
      // No readable area: inArray of none is false, so nothing is read.
      areas === null ? undefined : inArray(a.area, areas),
      filters.actorUserId === undefined ? undefined : eq(a.actorUserId, filters.actorUserId),
      filters.from === undefined ? undefined : gte(a.occurredAt, new Date(filters.from)),
      filters.to === undefined ? undefined : lt(a.occurredAt, new Date(filters.to)),
      search ? likeContains(a.searchText, search) : undefined,
    ) ?? sql`false`
  );
}

export function toEntry(row: ActivityLogRow): ActivityEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    actor: { userId: row.actorUserId, name: row.actorName },
    area: row.area,
    action: row.action,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    summary: row.summary,
    before: row.before,
    after: row.after,
  };
}

interface PageRequest {
  offset: number;
  limit: number;
}

/** The rows of `where` on `page`, newest first. */
const newestPage = (db: Db, where: SQL, page: PageRequest) =>
  db
    .select()
    .from(a)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset);

/** A page newest first and the count of `where`, exact below `cap`. */
async function readPage(
  db: Db,
  where: SQL,
  page: PageRequest,
  cap: number,
): Promise<ActivityLogPage> {
  const [rows, total] = await Promise.all([
    newestPage(db, where, page),
    cappedCount(db, a, where, cap),
  ]);
  return { items: rows.map(toEntry), total, totalIsAtLeast: total >= cap };
}

/** How many rows of `from` match `where`, reading at most `cap` of them. */
async function cappedCount(db: Db, from: typeof a | Newest, where: SQL, cap: number) {
  const [counted] = await db.select({ n: count() }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(from)
      .where(where)
      .limit(cap)
      .as('capped'),
  );
  return counted?.n ?? 0;
}

/**
 * How a search reads: along the other filters' index through at most `walk` of the newest
 * entries, where a common word's matches are found at once (the trigram index would read every
 * entry holding its trigrams: a third of a second for "ticket 42" at 2,000,000 entries), its
 * count exact below `cap`.
 */
export interface SearchReading {
  walk: number;
  cap: number;
}

const SEARCH_READING: SearchReading = {
  walk: 20_000,
  cap: ACTIVITY_LOG_LIMITS.searchCountCap,
};

/** The newest `walk` entries the filters other than the search keep, newest first. */
const newestOf = (db: Db, where: SQL, walk: number) =>
  db
    .select()
    .from(a)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(walk)
    .as('newest');
type Newest = ReturnType<typeof newestOf>;

/**
 * A page newest first and the count of the filters, exact below ACTIVITY_LOG_LIMITS.countCap, a
 * search's below searchCountCap (decision 0049). A search first counts its matches among the
 * newest entries the other filters keep (SearchReading): when they reach the cap, the page is
 * read from them too if it lies within the cap (a common word); else the trigram index finds the
 * matches (a rare word: few entries to read).
 */
export async function readLogPage(
  db: Db,
  eventId: number,
  readable: readonly ActivityArea[],
  filters: ActivityLogFilters,
  page: PageRequest,
  { walk, cap }: SearchReading = SEARCH_READING,
): Promise<ActivityLogPage> {
  const search = searchOf(filters);
  const where = logWhere(eventId, readable, filters);
  if (!search) return readPage(db, where, page, ACTIVITY_LOG_LIMITS.countCap);
  const newest = newestOf(db, logWhere(eventId, readable, { ...filters, search: undefined }), walk);
  const matches = likeContains(newest.searchText, search);
  if ((await cappedCount(db, newest, matches, cap)) < cap) return readPage(db, where, page, cap);
  const rows =
    page.offset + page.limit < cap
      ? await db
          .select()
          .from(newest)
          .where(matches)
          .orderBy(...newestFirst({ createdAt: newest.occurredAt, id: newest.id }))
          .limit(page.limit)
          .offset(page.offset)
      : await newestPage(db, where, page);
  return { items: rows.map(toEntry), total: cap, totalIsAtLeast: true };
}

/** Rows of one CSV chunk. */
const CSV_CHUNK = 1_000;

/**
 * The filter's entries newest first in chunks, each starting after the last row of the one
 * before (occurred_at kept as PostgreSQL's text, with its microseconds): never an offset.
 */
export async function* logChunks(db: Db, where: SQL): AsyncGenerator<ActivityEntry[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await db
      .select({ row: a, key: sql<string>`${a.occurredAt}::text` })
      .from(a)
      .where(after ? and(where, after) : where)
      .orderBy(...NEWEST_FIRST)
      .limit(CSV_CHUNK);
    if (rows.length > 0) yield rows.map(({ row }) => toEntry(row));
    const last = rows[rows.length - 1];
    if (!last || rows.length < CSV_CHUNK) return;
    after = sql`(${a.occurredAt}, ${a.id}) < (${last.key}::timestamptz, ${last.row.id}::bigint)`;
  }
}
