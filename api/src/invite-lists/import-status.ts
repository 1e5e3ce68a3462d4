/**
 * An import's status as the browser polls it (spec people §3, §4): the job's state in the
 * contract's words, its counts (records processed less those refused is those added) and the
 * failed-rows log. INSUFFICIENT_TICKETS is a FAILED job whose reason is that message.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countWhere } from '../db/query-helpers';
import { jobs, type JobRow } from '../jobs/schema';
import { INVITE_IMPORT_JOB_KIND, InviteImportPayloadSchema } from './import-payload';
import { inviteImportFailures } from './schema';
import {
  INVITE_LIST_API,
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

export async function importStatusOf(db: Db, job: JobRow): Promise<ImportStatus> {
  const payload = InviteImportPayloadSchema.parse(job.payload);
  const failed = await countWhere(db, inviteImportFailures, eq(inviteImportFailures.jobId, job.id));
  return {
    jobId: job.id,
    audienceGroupId: payload.audienceGroupId,
    s3FileUrl: payload.s3FileUrl,
    jobStatus: importJobStatus(job),
    totalRecordsCount: job.total,
    succeedRecordsCount: Math.max(0, job.processed - failed),
    failedRecordsCount: failed,
    logUrl: failed > 0 ? `/api${INVITE_LIST_API.importLog(job.eventId, job.id)}` : null,
    error: job.status === 'FAILED' ? job.error : null,
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
