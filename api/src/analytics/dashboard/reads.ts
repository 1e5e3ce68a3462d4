/**
 * The only reads behind a dashboard, each bounded for an event of 1,000,000 registrants: the daily
 * aggregates (primary key event, kind, place, day: a few hundred rows), the registration counts
 * by status kept with the last refresh (one row) and the top of the leaderboard
 * (the (event, rank, registration) index), and for the stages dashboard the event's stage names (its
 * sessions, access-control/setup.ts). Never the activity facts.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ActivityKind } from '@console/analytics-contract';
import { queryRows, type Db } from '../../db/client';
import { booths } from '../../db/schema';
import { reportRefreshes } from '../schema';

export interface DailyRow {
  kind: ActivityKind;
  place: string;
  /** YYYY-MM-DD in the event's time zone. */
  day: string;
  /** The day's midnight in the event's time zone, Unix seconds. */
  at: number;
  facts: number;
  /** Distinct registrants that day. */
  people: number;
  /** Minutes for attendance, points for POINTS, the fact count otherwise. */
  quantity: number;
}

export interface DailyScope {
  eventId: number;
  timeZone: string;
  kinds: readonly ActivityKind[];
  /** Only this place (a drill-down). */
  place?: string | undefined;
  /** A booth-owner view: booth visits of these booths only. */
  boothNames?: readonly string[] | undefined;
}

const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export async function readDaily(db: Db, scope: DailyScope): Promise<DailyRow[]> {
  if (scope.kinds.length === 0) return [];
  const conditions: SQL[] = [sql`event_id = ${scope.eventId}`, sql`kind in (${list(scope.kinds)})`];
  if (scope.place !== undefined) conditions.push(sql`place = ${scope.place}`);
  if (scope.boothNames)
    conditions.push(
      scope.boothNames.length > 0
        ? sql`(kind <> 'BOOTH_VISIT' or place in (${list(scope.boothNames)}))`
        : sql`kind <> 'BOOTH_VISIT'`,
    );
  const rows = await queryRows<Record<keyof DailyRow, string | number>>(
    db,
    sql`
      select kind, place, day::text as day,
        extract(epoch from (day::timestamp at time zone ${scope.timeZone}))::bigint as at,
        facts, people, quantity
      from activity_daily
      where ${sql.join(conditions, sql` and `)}
      order by day, kind, place`,
  );
  return rows.map((r) => ({
    kind: r.kind as ActivityKind,
    place: String(r.place),
    day: String(r.day),
    at: Number(r.at),
    facts: Number(r.facts),
    people: Number(r.people),
    quantity: Number(r.quantity),
  }));
}

export interface RegistrationCounts {
  /** Completed registrations. */
  registered: number;
  /** Completed registrations that attended. */
  attended: number;
  byStatus: { status: string; total: number; attended: number }[];
}

/** The registration counts of the last refresh (none before the first). */
export async function readRegistrationCounts(db: Db, eventId: number): Promise<RegistrationCounts> {
  const [row] = await db
    .select({ counts: reportRefreshes.registrationCounts })
    .from(reportRefreshes)
    .where(eq(reportRefreshes.eventId, eventId));
  const byStatus = row?.counts ?? [];
  const registered = byStatus.find((r) => r.status === 'REGISTERED');
  return {
    registered: registered?.total ?? 0,
    attended: registered?.attended ?? 0,
    byStatus,
  };
}

export interface TopPointsRow {
  rank: number;
  name: string;
  points: number;
}

export async function readTopPoints(
  db: Db,
  eventId: number,
  limit: number,
): Promise<TopPointsRow[]> {
  const rows = await queryRows<{ rank: number; points: number; name: string }>(
    db,
    sql`
      select lp.rank, lp.points, r.first_name || ' ' || r.last_name as name
      from leaderboard_points lp
      join registrations r on r.id = lp.registration_id
      where lp.event_id = ${eventId}
      order by lp.rank, lp.registration_id
      limit ${limit}`,
  );
  return rows.map((r) => ({ rank: Number(r.rank), points: Number(r.points), name: r.name }));
}

/** The names of these booths of the event (a booth-owner view is limited to them). */
export async function readBoothNames(
  db: Db,
  eventId: number,
  boothIds: readonly number[],
): Promise<string[]> {
  if (boothIds.length === 0) return [];
  const rows = await db
    .select({ name: booths.name })
    .from(booths)
    .where(and(eq(booths.eventId, eventId), inArray(booths.id, [...boothIds])));
  return rows.map((r) => r.name);
}
