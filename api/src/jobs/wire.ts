import type { Job } from '@console/shared/contract';
import type { JobRow } from './schema';

/** A job row as the contract's JobSchema. */
export function toWireJob(job: JobRow): Job {
  return {
    jobId: job.id,
    kind: job.kind,
    status: job.status,
    total: job.total,
    processed: job.processed,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
  };
}
