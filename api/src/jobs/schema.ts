/** Background jobs: rows claimed with FOR UPDATE SKIP LOCKED by the worker (jobs/worker.ts). */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { Job } from '@console/shared/contract';
import { events, users } from '../db/schema';

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** A client-made key: the same key on the same event is the same job. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<Job['status']>().notNull().default('QUEUED'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    error: text('error'),
    /** Every claim, for operators (a reclaimed crashed run included). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * The attempts the kind's retry policy counts: every claim except one that follows an attempt
     * which committed progress (processed above processed_at_claim), so a job that keeps moving
     * is never given up, and one stuck on the same rows is (decision 0032).
     */
    countedAttempts: integer('counted_attempts').notNull().default(0),
    /** `processed` when the job was last claimed (or resumed): what its progress is measured from. */
    processedAtClaim: integer('processed_at_claim').notNull().default(0),
    /**
     * RUNNING: when the worker last renewed its lock (a stale lock is reclaimed). QUEUED after a
     * failed attempt: the retry's backoff, the job is not claimed before then.
     */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** The worker (host:pid) that claimed the job last, for operators and the scale-out test. */
    claimedBy: text('claimed_by'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('jobs_event_idempotency_uq').on(t.eventId, t.idempotencyKey),
    index('jobs_claim_idx')
      .on(t.status, t.id)
      .where(sql`status in ('QUEUED', 'RUNNING')`),
    index('jobs_event_created_idx').on(t.eventId, t.kind, t.createdAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

/**
 * Each chore's last run across every API process (chore-runs.ts): a process runs a chore only
 * once it has claimed the run here, so several processes on one PostgreSQL run each chore once an
 * interval between them, not once each.
 */
export const choreRuns = pgTable('chore_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** Until when the run that started holds the chore; null once it ended. */
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
});
