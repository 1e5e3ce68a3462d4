/** What a feature declares to run work as a job: its kind, payload, permission, retries, handler. */
import type { z } from 'zod';
import type { PermissionRequirement } from '@console/shared/contract';
import type { Db } from '../db/client';

export interface RetryPolicy {
  /**
   * Attempts in all, the first included; a retried or reclaimed (crashed) run counts as one only
   * when the attempt before it committed no progress (decision 0032).
   */
  maxAttempts: number;
  /** How long to wait after failed attempt number `attempt` (1-based) before the next one. */
  backoffMs: (attempt: number) => number;
}

/** Doubles the wait after each failed attempt, from `baseMs`, never above `maxMs`. */
export const exponentialBackoff =
  (baseMs: number, maxMs = 5 * 60_000) =>
  (attempt: number): number =>
    Math.min(maxMs, baseMs * 2 ** (attempt - 1));

/** A running job as its handler sees it. */
export interface JobContext<P> {
  readonly jobId: number;
  readonly eventId: number;
  readonly payload: P;
  readonly total: number;
  /** Progress committed by earlier attempts: a resumed job starts here. */
  readonly processed: number;
  /**
   * Runs `work` in one transaction that also records `processed` (and renews the lock), so a
   * crash loses nothing committed and repeats nothing committed.
   */
  step<T>(processed: number, work: (tx: Db) => Promise<T>): Promise<T>;
}

export interface JobKind<P> {
  /** Stored in jobs.kind and sent as Job.kind; unique across features. */
  kind: string;
  /** Parses the stored payload before each attempt. */
  payload: z.ZodType<P>;
  /** The event permission needed to read this kind's jobs (GET /events/:eventId/jobs/:jobId). */
  readPermission: PermissionRequirement;
  retry: RetryPolicy;
  /** Does the work; throws JobFailure for a failure the user can act on. */
  run(job: JobContext<P>): Promise<void>;
}

/**
 * Periodic upkeep a feature asks the worker to run (releasing reservations, sending email). Every
 * API process's worker looks at every chore, and one of them runs it (chore-runs.ts).
 */
export interface Chore {
  name: string;
  /**
   * At most this often, between all processes. When absent (and no time of day is given), every
   * worker tick of every process: for one idempotent statement.
   */
  everyMs?: number;
  /**
   * When the chore runs at a time of day rather than an interval: the moment its last run must
   * have started before for it to run now (by any process), or null when it does not run now.
   */
  dueIfLastStartedBefore?(now: Date): Date | null;
  /** How long a run may hold the chore (CHORE_LEASE_MS unless given). */
  leaseMs?: number;
  run(db: Db, now: Date): Promise<unknown>;
}
