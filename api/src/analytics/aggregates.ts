/**
 * Rebuilds what dashboards and the leaderboard read from an event's activity facts, in one
 * transaction so a reader sees the old aggregates or the new ones, never a mix:
 * - activity_daily: facts, distinct people and summed quantity per kind, place and day, the day
 *   taken in the event's time zone;
 * - leaderboard_points: each registrant's POINTS total; rank is dense by points (equal points,
 *   equal rank), rows ordered within a rank by registration id through the (event, rank,
 *   registration) index;
 * - analytics_report_refreshes: the refresh time, the transaction's start (`now()`), so facts that
 *   occur while it runs count as newer than the refresh, and the registration counts by status.
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { events } from '../db/schema';
import { activityDaily, leaderboardPoints, reportRefreshes } from './schema';

export async function refreshActivityAggregates(db: Db, eventId: number): Promise<void> {
  const [event] = await db.select({ tz: events.tz }).from(events).where(eq(events.id, eventId));
  if (!event) return;
  await db.transaction(async (tx) => {
    // The big event's grouping sorts millions of rows: in memory rather than on disk.
    await tx.execute(sql`set local work_mem = '64MB'`);
    // A fact's day in the event's time zone: the transaction's TimeZone is the event's while the
    // days are grouped, so `occurred_at::date` converts with a zone looked up once. `at time zone
    // <name>` looks the name up for every row, a large share of the refresh on a big event.
    const [session] = await queryRows<{ zone: string }>(
      tx,
      sql`select current_setting('TimeZone') as zone`,
    );
    if (!session) throw new Error("the session's TimeZone could not be read");
    await tx.execute(sql`select set_config('TimeZone', ${event.tz}, true)`);
    await tx.execute(sql`delete from ${activityDaily} where event_id = ${eventId}`);
    // Per registrant first, then per place and day: distinct people without a distinct sort.
    await tx.execute(sql`
      insert into ${activityDaily} (event_id, kind, place, day, facts, people, quantity)
      select ${eventId}::int, kind, place, day, sum(facts)::int,
        (count(*) filter (where registration_id is not null))::int, sum(quantity)::bigint
      from (
        select kind, place, occurred_at::date as day, registration_id,
          count(*) as facts, sum(quantity) as quantity
        from activity_facts
        where event_id = ${eventId}
        group by kind, place, day, registration_id
      ) per_registrant
      group by kind, place, day`);
    await tx.execute(sql`select set_config('TimeZone', ${session.zone}, true)`);
    await tx.execute(sql`delete from ${leaderboardPoints} where event_id = ${eventId}`);
    await tx.execute(sql`
      insert into ${leaderboardPoints} (event_id, registration_id, points, rank)
      select ${eventId}::int, registration_id, points, dense_rank() over (order by points desc)::int
      from (
        select registration_id, sum(quantity)::int as points
        from activity_facts
        where event_id = ${eventId} and kind = 'POINTS' and registration_id is not null
        group by registration_id
      ) totals`);
    await tx.execute(sql`
      insert into ${reportRefreshes} (event_id, refreshed_at, registration_counts)
      select ${eventId}::int, now(), coalesce(jsonb_agg(counts order by counts.status), '[]'::jsonb)
      from (
        select status, count(*)::int as total, (count(*) filter (where is_attended))::int as attended
        from registrations
        where event_id = ${eventId}
        group by status
      ) counts
      on conflict (event_id) do update
        set refreshed_at = excluded.refreshed_at, registration_counts = excluded.registration_counts`);
  });
}
