/**
 * Keeps the aggregates fresh: every 5 minutes, the events with a fact that occurred after their
 * last refresh (and not after now: demo facts of future days count once their time comes) are
 * refreshed. Bounded work: only events that ended less than 30 days ago are looked at, each kind
 * is one probe of the (event_id, kind, occurred_at) index that stops at the first hit, and at most
 * REFRESHES_PER_RUN events are rebuilt per run (the least recently refreshed first).
 */
import { sql } from 'drizzle-orm';
import { ACTIVITY_KINDS } from '@console/analytics-contract';
import { queryRows, type Db } from '../db/client';
import type { JobRegistry } from '../jobs/registry';
import { refreshActivityAggregates } from './aggregates';

export const REFRESH_EVERY_MS = 5 * 60_000;
export const REFRESHES_PER_RUN = 10;
/** Facts keep arriving for a while after an event (on-demand views, follow-up emails). */
const ACTIVE_AFTER_END_DAYS = 30;

const kindsArray = sql.raw(`ARRAY[${ACTIVITY_KINDS.map((k) => `'${k}'`).join(',')}]::text[]`);

/** Events whose facts are newer than their aggregates, least recently refreshed first. */
export async function staleEventIds(
  db: Db,
  now: Date,
  limit = REFRESHES_PER_RUN,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
      select e.id
      from events e
      left join analytics_report_refreshes r on r.event_id = e.id
      where e.end_date_time > ${now.toISOString()}::timestamptz - make_interval(days => ${ACTIVE_AFTER_END_DAYS})
        and exists (
          select 1 from unnest(${kindsArray}) as k(kind)
          where exists (
            select 1 from activity_facts f
            where f.event_id = e.id and f.kind = k.kind
              and f.occurred_at > coalesce(r.refreshed_at, '-infinity'::timestamptz)
              and f.occurred_at <= ${now.toISOString()}::timestamptz
          )
        )
      order by r.refreshed_at asc nulls first, e.id
      limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Refreshes the stale events one by one (each its own short transaction). */
export async function refreshStaleEvents(db: Db, now: Date): Promise<number[]> {
  const ids = await staleEventIds(db, now);
  for (const id of ids) await refreshActivityAggregates(db, id);
  return ids;
}

export function registerAnalyticsChores(registry: JobRegistry): void {
  registry.registerChore({
    name: 'analytics.refresh-aggregates',
    everyMs: REFRESH_EVERY_MS,
    run: refreshStaleEvents,
  });
}
