/**
 * Claiming: the oldest due job of a kind this process runs, taken with `FOR UPDATE SKIP LOCKED`
 * so several workers (processes, or loops in one process) never take the same job. Due means
 * QUEUED and past its retry backoff, or RUNNING with a stale lock (its worker crashed).
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { hostname } from 'node:os';
import type { Db } from '../db/client';
import { jobs, type JobRow } from './schema';

export const STALE_LOCK_MS = 60_000;

/** This process, as recorded on the jobs it claims. */
export const WORKER_ID = `${hostname()}:${process.pid}`;

/**
 * Marks the claimed job RUNNING, locked now, one more attempt; the attempt counts against the
 * kind's retries unless the attempt before it committed progress. Null when none is due.
 */
export async function claimJob(
  db: Db,
  kinds: readonly string[],
  now: Date = new Date(),
): Promise<JobRow | null> {
  if (kinds.length === 0) return null;
  const staleBefore = new Date(now.getTime() - STALE_LOCK_MS);
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        or(
          and(eq(jobs.status, 'QUEUED'), or(isNull(jobs.lockedAt), lte(jobs.lockedAt, now))),
          and(eq(jobs.status, 'RUNNING'), lt(jobs.lockedAt, staleBefore)),
        ),
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({
      status: 'RUNNING',
      lockedAt: now,
      attempts: sql`${jobs.attempts} + 1`,
      // The right-hand sides read the row before this update: the last attempt's progress.
      countedAttempts: sql`${jobs.countedAttempts} + case when ${jobs.processed} > ${jobs.processedAtClaim} then 0 else 1 end`,
      processedAtClaim: sql`${jobs.processed}`,
      claimedBy: WORKER_ID,
    })
    .where(sql`${jobs.id} = (${due})`)
    .returning();
  return claimed ?? null;
}
