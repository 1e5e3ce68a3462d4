/**
 * Resuming an import that ran out of attempts (decision 0032): it is queued again from the rows it
 * committed, so the rows it did not read are read and nothing is added twice. Only an import that
 * failed for want of attempts can resume, and only while its file and its list are kept; an import
 * that failed because of its file, list or tickets would stop the same way (409, saying so).
 */
import { ERROR_CODES } from '@console/shared/contract';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import { resumeJob } from '../jobs/resume';
import type { JobRow } from '../jobs/schema';
import { findImportJob } from './import-status';
import { resumeRefusal } from './resume-refusal';
import type { UploadPolicy } from './upload-policy';

/** Queues the import again; one already queued or running (a repeated click) is answered as is. */
export async function resumeImport(
  db: Db,
  eventId: number,
  jobId: number,
  policy: UploadPolicy,
): Promise<JobRow> {
  const job = await findImportJob(db, eventId, jobId);
  if (!job) throw notFound('Import');
  if (job.status === 'QUEUED' || job.status === 'RUNNING') return job;
  const refusal = await resumeRefusal(db, job, policy);
  if (refusal) throw new ApiError(409, ERROR_CODES.conflict, refusal);
  // A concurrent resume may have requeued it between the read and here: answer the job as it is.
  return (await resumeJob(db, job.id)) ?? (await findImportJob(db, eventId, jobId)) ?? job;
}
