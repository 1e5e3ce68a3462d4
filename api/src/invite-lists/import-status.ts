/**
 * An import's status as the browser polls it (spec people §3, §4): the job's state in the
 * contract's words, its counts (records processed less those refused is those added; the total
 * less those processed is those not read) and the failed-rows log, or that the retention deleted
 * it. INSUFFICIENT_TICKETS is a FAILED job whose reason is that message. A FAILED import says
 * whether it can resume (decision 0032).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countWhere } from '../db/query-helpers';
import { jobs, type JobRow } from '../jobs/schema';
import { INVITE_IMPORT_JOB_KIND, InviteImportPayloadSchema } from './import-payload';
import { resumeRefusal } from './resume-refusal';
import { inviteImportFailures, inviteImportLogPurges } from './schema';
import type { UploadPolicy } from './upload-policy';
import {
  INVITE_LIST_API,
  PEOPLE_EXTRA_MESSAGES,
  PEOPLE_MESSAGES,
  type ImportJobStatus,
  type ImportStatus,
} from '@console/people-contract';

export function importJobStatus(job: Pick<JobRow, 'status' | 'error'>): ImportJobStatus {
  switch (job.status) {
    case 'QUEUED':
    case 'RUNNING':
      return 'IN_PROGRESS';
    case 'COMPLETED':
      return 'COMPLETED';
    case 'FAILED':
      return job.error === PEOPLE_MESSAGES.importInsufficientTickets
        ? 'INSUFFICIENT_TICKETS'
        : 'FAILED';
  }
}

/** The refused rows whose log the retention deleted (0 while it is kept). */
export async function purgedRefusals(db: Db, jobId: number): Promise<number> {
  const [row] = await db
    .select({ refused: inviteImportLogPurges.refusedRows })
    .from(inviteImportLogPurges)
    .where(eq(inviteImportLogPurges.jobId, jobId));
  return row?.refused ?? 0;
}

export async function importStatusOf(
  db: Db,
  job: JobRow,
  policy: UploadPolicy,
): Promise<ImportStatus> {
  const payload = InviteImportPayloadSchema.parse(job.payload);
  const logged = await countWhere(db, inviteImportFailures, eq(inviteImportFailures.jobId, job.id));
  const purged = await purgedRefusals(db, job.id);
  const failed = logged + purged;
  return {
    jobId: job.id,
    audienceGroupId: payload.audienceGroupId,
    s3FileUrl: payload.s3FileUrl,
    jobStatus: importJobStatus(job),
    totalRecordsCount: job.total,
    succeedRecordsCount: Math.max(0, job.processed - failed),
    failedRecordsCount: failed,
    notReadRecordsCount: Math.max(0, job.total - job.processed),
    logUrl: logged > 0 ? `/api${INVITE_LIST_API.importLog(job.eventId, job.id)}` : null,
    logNotice: purged > 0 ? PEOPLE_EXTRA_MESSAGES.importLogDeleted(policy.retentionDays) : null,
    error: job.status === 'FAILED' ? job.error : null,
    canResume: job.status === 'FAILED' && (await resumeRefusal(db, job, policy)) === null,
  };
}

/** The event's latest import of the file at that URL, or null. */
export async function latestImportOf(
  db: Db,
  eventId: number,
  s3FileUrl: string,
): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.eventId, eventId),
        eq(jobs.kind, INVITE_IMPORT_JOB_KIND),
        sql`${jobs.payload} ->> 's3FileUrl' = ${s3FileUrl}::text`,
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(1);
  return row ?? null;
}

/** The event's import job of that id, or null (another kind, another event). */
export async function findImportJob(
  db: Db,
  eventId: number,
  jobId: number,
): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.id, jobId), eq(jobs.eventId, eventId), eq(jobs.kind, INVITE_IMPORT_JOB_KIND)),
    );
  return row ?? null;
}
