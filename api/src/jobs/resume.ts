/**
 * Resuming a job that ran out of attempts (decision 0032): it goes back to QUEUED with its
 * progress kept and a fresh set of attempts, so a handler that continues from `processed` picks up
 * after its last committed step. A job that failed with a JobFailure (a reason the user acts on)
 * is final: resuming it would only fail the same way. Which kinds may be resumed, and by whom, is
 * the feature's call (its own route).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { GENERIC_JOB_FAILURE_REASON } from './failure';
import { jobs, type JobRow } from './schema';

/** Failed for want of attempts (retries or reclaims without progress), not for a stated reason. */
export const ranOutOfAttempts = (job: Pick<JobRow, 'status' | 'error'>): boolean =>
  job.status === 'FAILED' && job.error === GENERIC_JOB_FAILURE_REASON;

/** Requeues the job when it ran out of attempts; answers the requeued row, or null (unchanged). */
export async function resumeJob(db: Db, jobId: number): Promise<JobRow | null> {
  const [resumed] = await db
    .update(jobs)
    .set({
      status: 'QUEUED',
      error: null,
      lockedAt: null,
      finishedAt: null,
      countedAttempts: 0,
      processedAtClaim: sql`${jobs.processed}`,
    })
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.status, 'FAILED'),
        eq(jobs.error, GENERIC_JOB_FAILURE_REASON),
      ),
    )
    .returning();
  return resumed ?? null;
}
