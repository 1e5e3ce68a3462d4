/**
 * Reading the log (decision 0049): a page newest first, its count capped at 10,001, and the CSV's
 * keyset chunks. Every read is the event's entries in the areas the reader may write; each filter
 * leads to one index of schema.ts, so a page and a count walk an index and stop, never scanning
 * the event's entries (the count reads at most ACTIVITY_LOG_LIMITS.countCap of them).
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
  const search = filters.search?.trim().toLowerCase();
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

/** A page newest first and the count of the filter, exact up to the cap. */
export async function readLogPage(
  db: Db,
  where: SQL,
  page: { offset: number; limit: number },
): Promise<ActivityLogPage> {
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(a)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(a)
        .where(where)
        .limit(ACTIVITY_LOG_LIMITS.countCap)
        .as('capped'),
    ),
  ]);
  const total = counted[0]?.n ?? 0;
  return {
    items: rows.map(toEntry),
    total,
    totalIsAtLeast: total >= ACTIVITY_LOG_LIMITS.countCap,
  };
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
