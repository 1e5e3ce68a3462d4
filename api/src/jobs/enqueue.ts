/** Queuing a job: one row per (event, idempotency key), so a repeated request is the same job. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, type JobRow } from './schema';

export interface NewJob {
  kind: string;
  eventId: number;
  idempotencyKey: string;
  payload: Record<string, unknown>;
  total: number;
  createdBy: number;
}

export async function findJobByKey(
  db: Db,
  eventId: number,
  idempotencyKey: string,
): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.eventId, eventId), eq(jobs.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** Queues the job; null when its key is already taken on the event. */
export async function insertJob(db: Db, job: NewJob): Promise<JobRow | null> {
  const [inserted] = await db.insert(jobs).values(job).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Queues the job; when its key is already taken on the event, answers the job holding it. */
export async function enqueueJob(db: Db, job: NewJob): Promise<JobRow> {
  const inserted = await insertJob(db, job);
  if (inserted) return inserted;
  const existing = await findJobByKey(db, job.eventId, job.idempotencyKey);
  if (!existing) throw new Error('job vanished after an idempotency conflict');
  return existing;
}
