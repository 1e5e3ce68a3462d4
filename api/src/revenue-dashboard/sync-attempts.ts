/**
 * The limit on starting syncs that the once-a-day rule leaves open. That rule counts completed
 * syncs only (a FAILED one does not use up the day, decision 0014), so a sync that keeps failing
 * could be started again and again; every start counts here whatever its end: at most
 * SYNC_STARTS_PER_WINDOW revenue syncs start on an event within the spec's one-day window (§9).
 * The starts are the event's sync jobs (jobs by event, kind and creation time).
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { SYNC_WINDOW_MS } from '@console/analytics-contract';
import type { Db } from '../db/client';
import { jobs } from '../jobs/schema';
import { REVENUE_SYNC_JOB_KIND } from './sync-payload';

/** The day's sync and two more tries after failures. */
export const SYNC_STARTS_PER_WINDOW = 3;

/** When the next sync may start on the event, or null when one may start at `now`. */
export async function nextSyncStartAt(db: Db, eventId: number, now: Date): Promise<Date | null> {
  const recent = await db
    .select({ createdAt: jobs.createdAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.eventId, eventId),
        eq(jobs.kind, REVENUE_SYNC_JOB_KIND),
        gt(jobs.createdAt, new Date(now.getTime() - SYNC_WINDOW_MS)),
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(SYNC_STARTS_PER_WINDOW);
  const oldest = recent[SYNC_STARTS_PER_WINDOW - 1];
  return oldest ? new Date(oldest.createdAt.getTime() + SYNC_WINDOW_MS) : null;
}
