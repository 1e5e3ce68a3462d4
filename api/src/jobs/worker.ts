/**
 * The job worker. Jobs are rows (jobs/schema.ts) claimed with `FOR UPDATE SKIP LOCKED`, so several
 * workers (processes, or loops in one process) never take the same job. A job records its progress
 * (`processed`) in the same transaction as each batch, so a crash loses nothing: a RUNNING job whose
 * lock is older than STALE_LOCK_MS is reclaimed and resumes at `processed`; batches only change rows
 * whose status differs, so re-running one changes nothing twice.
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { releaseExpiredReservations } from '../approvals/queries';
import {
  APPROVAL_JOB_KIND,
  applyBatch,
  type ApprovalJobPayload,
  type JobRow,
} from '../approvals/status-updates';
import { jobs } from './schema';

export const BATCH_SIZE = 500;
export const STALE_LOCK_MS = 60_000;
export const WORKER_INTERVAL_MS = 250;

/** Claims the oldest QUEUED job (or a RUNNING one with a stale lock), marking it RUNNING. */
export async function claimJob(db: Db, now: Date = new Date()): Promise<JobRow | null> {
  const staleBefore = new Date(now.getTime() - STALE_LOCK_MS).toISOString();
  const result = await queryRows<{ id: number }>(
    db,
    sql`
    update jobs set status = 'RUNNING', locked_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1
    where id = (
      select id from jobs
      where status = 'QUEUED' or (status = 'RUNNING' and locked_at < ${staleBefore}::timestamptz)
      order by id
      limit 1
      for update skip locked
    )
    returning id`,
  );
  const id = result[0]?.id;
  if (id === undefined) return null;
  const [job] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.id, Number(id)));
  return job ?? null;
}

async function runApprovalJob(db: Db, job: JobRow): Promise<void> {
  const payload = job.payload as unknown as ApprovalJobPayload;
  const ids = payload.registrationIds;
  let refused = 0;
  const reasons = new Set<string>();
  for (let offset = job.processed; offset < ids.length; offset += BATCH_SIZE) {
    const batch = ids.slice(offset, offset + BATCH_SIZE);
    const outcome = await db.transaction(async (tx) => {
      const result = await applyBatch(tx, job.eventId, payload, batch, new Date());
      await tx
        .update(jobs)
        .set({ processed: offset + batch.length, lockedAt: new Date() })
        .where(eq(jobs.id, job.id));
      return result;
    });
    refused += outcome.refused;
    for (const r of outcome.refusedReasons) reasons.add(r);
  }
  if (refused > 0) {
    const why = [
      reasons.has('capacity') ? 'the event capacity is reached' : null,
      reasons.has('tickets') ? 'tickets are sold out' : null,
    ]
      .filter(Boolean)
      .join(' and ');
    await db
      .update(jobs)
      .set({
        status: 'FAILED',
        error: `${refused} of ${ids.length} requests were not approved: ${why}.`,
        lockedAt: null,
        finishedAt: new Date(),
      })
      .where(eq(jobs.id, job.id));
    return;
  }
  await db
    .update(jobs)
    .set({ status: 'COMPLETED', lockedAt: null, finishedAt: new Date() })
    .where(eq(jobs.id, job.id));
}

/** Runs one claimed job to its end; an unexpected error marks it FAILED (its finished batches stay). */
export async function runJob(db: Db, job: JobRow): Promise<void> {
  try {
    if (job.kind === APPROVAL_JOB_KIND) await runApprovalJob(db, job);
    else throw new Error(`Unknown job kind ${job.kind}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(jobs)
      .set({ status: 'FAILED', error: message, lockedAt: null, finishedAt: new Date() })
      .where(eq(jobs.id, job.id));
  }
}

/** Claims and runs jobs until none is left; returns how many ran. Tests call this directly. */
export async function runPendingJobs(db: Db): Promise<number> {
  let ran = 0;
  for (;;) {
    const job = await claimJob(db);
    if (!job) return ran;
    await runJob(db, job);
    ran += 1;
  }
}

/** The worker loop of main.ts: jobs and the reservation release, every WORKER_INTERVAL_MS, never overlapping. */
export function startWorker(
  db: Db,
  log: (error: unknown) => void,
  intervalMs = WORKER_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        await runPendingJobs(db);
        await releaseExpiredReservations(db, new Date());
      } catch (error) {
        log(error);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
