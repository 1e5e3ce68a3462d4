/**
 * The dashboard's reads, each bounded whatever the event's size: a few rows of a table other
 * features keep, found through an index that starts with the event (or, for jobs, the partial
 * index of unfinished jobs the worker claims from). None reads registrations or activity facts.
 * Each is a query builder so the plan test can EXPLAIN exactly what the route runs.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ticketTypes } from '../db/schema';
import { reportRefreshes } from '../analytics/schema';
import { approvalTabCounts, ticketUsageCounts } from '../approvals/schema';
import { jobs } from '../jobs/schema';
import { EVENT_DASHBOARD_LIMITS } from '@console/registration-contract';

/**
 * Per approvals tab (PENDING, APPROVED with REGISTERED folded in, REJECTED): its requests, the
 * completed ones (status REGISTERED) and those that request a ticket type whose sales ended at
 * `now` (§5's first block). approval_tab_counts is kept per statement by triggers on registrations
 * (migrations 0012, 0013, 0019), one row per tab, flow and set of requested ticket types.
 */
export function tabCountsQuery(db: Db, eventId: number, now: Date) {
  const c = approvalTabCounts;
  const t = ticketTypes;
  const endedTicketTypeIds = sql`(select coalesce(array_agg(${t.id}), '{}'::int[]) from ${t}
    where ${t.eventId} = ${eventId}::int and ${t.salesEndAt} < ${now.toISOString()}::timestamptz)`;
  return db
    .select({
      tab: c.approvalTab,
      requests: sql<number>`sum(${c.total})`.mapWith(Number),
      completed: sql<number>`sum(${c.completed})`.mapWith(Number),
      salesEnded:
        sql<number>`coalesce(sum(${c.total}) filter (where ${c.requestedTicketTypeIds} && ${endedTicketTypeIds}), 0)`.mapWith(
          Number,
        ),
    })
    .from(c)
    .where(eq(c.eventId, eventId))
    .groupBy(c.approvalTab);
}

/** The event's ticket types with their kept sold (used) and reserved tickets (migration 0015). */
export function ticketUsageQuery(db: Db, eventId: number) {
  const t = ticketTypes;
  const u = ticketUsageCounts;
  return db
    .select({
      ticketTypeId: t.id,
      name: t.name,
      quantity: t.quantity,
      sold: sql<number>`coalesce(${u.used}, 0)`.mapWith(Number),
      reserved: sql<number>`coalesce(${u.reserved}, 0)`.mapWith(Number),
    })
    .from(t)
    .leftJoin(u, eq(u.ticketTypeId, t.id))
    .where(eq(t.eventId, eventId))
    .orderBy(t.id);
}

/** The analytics refresh's registration counts by status and when they were taken (one row). */
export function attendanceQuery(db: Db, eventId: number) {
  return db
    .select({
      refreshedAt: reportRefreshes.refreshedAt,
      registrationCounts: reportRefreshes.registrationCounts,
    })
    .from(reportRefreshes)
    .where(eq(reportRefreshes.eventId, eventId));
}

/** The event's unfinished jobs of these kinds, newest first. */
export function runningJobsQuery(db: Db, eventId: number, kinds: readonly string[]) {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.eventId, eventId),
        // The text of jobs_claim_idx's predicate, so the planner may read that partial index.
        sql`${jobs.status} in ('QUEUED', 'RUNNING')`,
        inArray(jobs.kind, [...kinds]),
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(EVENT_DASHBOARD_LIMITS.runningJobs);
}
