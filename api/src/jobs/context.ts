/** The JobContext a handler runs with: its row's facts and progress steps on the database. */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { JobContext } from './job-kind';
import { jobs, type JobRow } from './schema';

export function createJobContext<P>(db: Db, job: JobRow, payload: P): JobContext<P> {
  return {
    jobId: job.id,
    eventId: job.eventId,
    payload,
    total: job.total,
    processed: job.processed,
    step: async (processed, work) => {
      const result = await db.transaction(async (tx) => {
        const stepResult = await work(tx);
        await tx.update(jobs).set({ processed, lockedAt: new Date() }).where(eq(jobs.id, job.id));
        return stepResult;
      });
      // On PGlite the database runs on this thread: steps one after another without a turn of the
      // event loop held every HTTP request (the enqueue's answer, the progress polls) to the end.
      await nextTurn();
      return result;
    },
  };
}
