/**
 * The job worker: claims due jobs (claim.ts) and runs each through the kind a feature registered
 * (registry.ts). A handler records its progress in the same transaction as each batch (JobContext
 * `step`), so a crashed run is reclaimed and resumes at `processed` without repeating a batch.
 * A JobFailure ends the job FAILED with its reason; any other error is logged, retried after the
 * kind's backoff while attempts remain, then ends FAILED with a generic reason. Only attempts that
 * committed no progress use up the kind's attempts (claim.ts, decision 0032): a job that keeps
 * moving through crashes and errors ends COMPLETED; one stuck on the same rows ends FAILED.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { runChoreIfClaimed } from './chore-runs';
import { claimJob } from './claim';
import { GENERIC_JOB_FAILURE_REASON, JobFailure } from './failure';
import type { JobRegistry, RegisteredJobKind } from './registry';
import { jobs, type JobRow } from './schema';

export const WORKER_INTERVAL_MS = 250;

/** Where the worker reports what went wrong (the server's log; nothing of it reaches a client). */
export type WorkerLog = (error: unknown, context: string) => void;

export interface WorkerOptions {
  log?: WorkerLog;
  /** The clock of claims and backoffs (tests move it). */
  now?: () => Date;
}

const silent: WorkerLog = () => undefined;

async function finish(db: Db, job: JobRow, status: 'COMPLETED' | 'FAILED', error: string | null) {
  await db
    .update(jobs)
    .set({ status, error, lockedAt: null, finishedAt: new Date() })
    .where(eq(jobs.id, job.id));
}

async function retryAt(db: Db, job: JobRow, notBefore: Date) {
  await db.update(jobs).set({ status: 'QUEUED', lockedAt: notBefore }).where(eq(jobs.id, job.id));
}

/** Whether this attempt committed progress: its next claim is then not counted. */
async function progressedSinceClaim(db: Db, job: JobRow): Promise<boolean> {
  const [row] = await db
    .select({ processed: jobs.processed })
    .from(jobs)
    .where(eq(jobs.id, job.id));
  return (row?.processed ?? 0) > job.processedAtClaim;
}

/** Runs one claimed job to its end, or back to QUEUED for a retry. */
export async function runJob(
  db: Db,
  kind: RegisteredJobKind,
  job: JobRow,
  { log = silent, now = () => new Date() }: WorkerOptions = {},
): Promise<void> {
  const { maxAttempts, backoffMs } = kind.retry;
  if (job.countedAttempts > maxAttempts) {
    log(
      new Error('no attempts left'),
      `job ${job.id} (${job.kind}) was reclaimed too often without progress`,
    );
    await finish(db, job, 'FAILED', GENERIC_JOB_FAILURE_REASON);
    return;
  }
  try {
    await kind.run(db, job);
  } catch (error) {
    if (error instanceof JobFailure) {
      await finish(db, job, 'FAILED', error.reason);
      return;
    }
    const attempt = job.countedAttempts;
    log(error, `job ${job.id} (${job.kind}) attempt ${attempt} of ${maxAttempts} failed`);
    if (attempt < maxAttempts || (await progressedSinceClaim(db, job)))
      await retryAt(db, job, new Date(now().getTime() + backoffMs(attempt)));
    else await finish(db, job, 'FAILED', GENERIC_JOB_FAILURE_REASON);
    return;
  }
  await finish(db, job, 'COMPLETED', null);
}

/** Claims and runs due jobs until none is left; returns how many runs it made. Tests call this. */
export async function runPendingJobs(
  db: Db,
  registry: JobRegistry,
  options: WorkerOptions = {},
): Promise<number> {
  const now = options.now ?? (() => new Date());
  let ran = 0;
  for (;;) {
    const job = await claimJob(db, registry.kindNames(), now());
    if (!job) return ran;
    const kind = registry.find(job.kind);
    if (!kind) throw new Error(`claimed job ${job.id} of unregistered kind ${job.kind}`);
    await runJob(db, kind, job, options);
    ran += 1;
  }
}

/** When this process last looked at each chore. */
export type ChoreClock = Map<string, number>;

/**
 * Runs the chores that are due, each on its own: one failing does not stop the others. This
 * process looks at a chore at most every `everyMs`, and runs it only when it claims the run
 * (chore-runs.ts): another process may have run it meanwhile. Answers the chores it ran.
 */
export async function runDueChores(
  db: Db,
  registry: JobRegistry,
  { log = silent, now = () => new Date() }: WorkerOptions,
  lookedAt: ChoreClock,
): Promise<string[]> {
  const ran: string[] = [];
  for (const chore of registry.chores()) {
    const at = now();
    const previous = lookedAt.get(chore.name);
    if (previous !== undefined && at.getTime() - previous < (chore.everyMs ?? 0)) continue;
    lookedAt.set(chore.name, at.getTime());
    try {
      if (await runChoreIfClaimed(db, chore, at)) ran.push(chore.name);
    } catch (error) {
      log(error, `chore ${chore.name} failed`);
    }
  }
  return ran;
}

/** The worker loop of main.ts: due jobs, then the chores, every intervalMs, never overlapping. */
export function startWorker(
  db: Db,
  registry: JobRegistry,
  log: WorkerLog,
  intervalMs = WORKER_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const choreClock: ChoreClock = new Map();
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        await runPendingJobs(db, registry, { log });
        await runDueChores(db, registry, { log }, choreClock);
      } catch (error) {
        log(error, 'worker tick failed');
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
