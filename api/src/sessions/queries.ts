/**
 * The session list in SQL, shared by Add to sessions and (later) session access control: one
 * event's sessions by start, searched on the trigram-indexed lower-cased title, filtered by tags
 * (any of, GIN index), formats and start days in the event's time zone (start-time ranges on
 * the (event, start) index). Each query is bounded by the event's own sessions.
 */
import { and, arrayOverlaps, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { countWhere, likeContains } from '../db/query-helpers';
import { segments } from './schema';
import type { SegmentFormat, SessionListResponse, SessionRow } from '@console/people-contract';

/** The event as the session queries need it: its id and IANA time zone. */
export interface SessionEvent {
  id: number;
  tz: string;
}

export interface SessionFilter {
  query?: string | undefined;
  tags?: readonly string[] | undefined;
  formats?: readonly SegmentFormat[] | undefined;
  /** 'YYYY-MM-DD' days in the event's time zone. */
  days?: readonly string[] | undefined;
}

/** Sessions starting on `day` in `tz`: [day 00:00, next day 00:00) local, as instants. */
function startsOn(day: string, tz: string): SQL {
  const s = segments.startDateTime;
  return sql`(${s} >= (${day}::date::timestamp at time zone ${tz}::text) and ${s} < ((${day}::date + 1)::timestamp at time zone ${tz}::text))`;
}

/** WHERE of the session list: the event, then search, tags, formats and days when given. */
export function sessionFilterWhere(event: SessionEvent, filter: SessionFilter): SQL {
  const s = segments;
  const conditions: (SQL | undefined)[] = [eq(s.eventId, event.id)];
  const query = filter.query?.trim();
  if (query) conditions.push(likeContains(s.searchText, query.toLowerCase()));
  if (filter.tags && filter.tags.length > 0)
    conditions.push(arrayOverlaps(s.tags, [...filter.tags]));
  if (filter.formats && filter.formats.length > 0)
    conditions.push(inArray(s.format, [...filter.formats]));
  if (filter.days && filter.days.length > 0)
    conditions.push(or(...[...new Set(filter.days)].map((day) => startsOn(day, event.tz))));
  return and(...conditions) ?? sql`true`;
}

/** The columns of a session row, for queries that add their own (e.g. an access status). */
export const sessionRowColumns = {
  segmentId: segments.id,
  title: segments.title,
  stageName: segments.stageName,
  startDateTime: segments.startDateTime,
  endDateTime: segments.endDateTime,
  tags: segments.tags,
  format: segments.format,
  addOns: segments.addOns,
};

type SessionRecord = Omit<typeof segments.$inferSelect, 'id' | 'eventId' | 'searchText'> & {
  segmentId: number;
};

export const toSessionRow = (row: SessionRecord): SessionRow => ({
  ...row,
  startDateTime: row.startDateTime.toISOString(),
  endDateTime: row.endDateTime.toISOString(),
});

/** One page of sessions by start (then id), and how many match in all. */
export async function listSessions(
  db: Db,
  event: SessionEvent,
  filter: SessionFilter,
  page: { limit: number; offset: number },
): Promise<SessionListResponse> {
  const where = sessionFilterWhere(event, filter);
  const [rows, total] = await Promise.all([
    db
      .select(sessionRowColumns)
      .from(segments)
      .where(where)
      .orderBy(asc(segments.startDateTime), asc(segments.id))
      .limit(page.limit)
      .offset(page.offset),
    countWhere(db, segments, where),
  ]);
  return { items: rows.map(toSessionRow), total };
}

const TAG_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The distinct tags of the event's sessions, alphabetically (the same on every database collation). */
export async function sessionTags(db: Db, eventId: number): Promise<string[]> {
  const rows = await queryRows<{ tag: string }>(
    db,
    sql`select distinct unnest(${segments.tags}) as tag from ${segments} where ${segments.eventId} = ${eventId}`,
  );
  return rows.map((r) => r.tag).sort((a, b) => TAG_ORDER.compare(a, b) || (a < b ? -1 : 1));
}

/** The days the event's sessions start on, in its time zone ('YYYY-MM-DD'), in order. */
export async function sessionDays(db: Db, event: SessionEvent): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`select distinct to_char(${segments.startDateTime} at time zone ${event.tz}::text, 'YYYY-MM-DD') as day
        from ${segments} where ${segments.eventId} = ${event.id} order by day`,
  );
  return rows.map((r) => r.day);
}
