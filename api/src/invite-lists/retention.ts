/**
 * The retention of uploads (decision 0032): a chore deletes the CSV files uploaded more than the
 * policy's days ago (not while an import reading one is queued or running) and the failed-rows
 * logs of imports that ended more than that ago. An import whose log is deleted keeps its refused
 * count (invite_import_log_purges), so its status still says what it did and that the log is gone.
 */
import { and, asc, eq, exists, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countWhere } from '../db/query-helpers';
import type { JobRegistry } from '../jobs/registry';
import { jobs } from '../jobs/schema';
import { INVITE_IMPORT_JOB_KIND } from './import-payload';
import { inviteImportFailures, inviteImportLogPurges, uploadedFiles } from './schema';
import type { UploadPolicy } from './upload-policy';

export const UPLOAD_RETENTION_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Files deleted per statement: up to 25 MiB each, so PGlite holds its requests for a few only. */
const FILES_PER_DELETE = 20;
/** Logs deleted per run at most; the next run takes the rest. */
const LOGS_PER_RUN = 500;

export interface RetentionPurge {
  files: number;
  logs: number;
}

const cutoffOf = (now: Date, policy: UploadPolicy) =>
  new Date(now.getTime() - policy.retentionDays * DAY_MS);

/** An import job queued or running on the file: it still reads it. */
const readByActiveImport = (fileId: typeof uploadedFiles.id) => sql`
  select 1 from ${jobs}
  where ${jobs.status} in ('QUEUED', 'RUNNING') and ${jobs.kind} = ${INVITE_IMPORT_JOB_KIND}
    and ${jobs.payload} ->> 'fileId' = ${fileId}::text`;

async function purgeFiles(db: Db, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const due = db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(
        and(
          lt(uploadedFiles.createdAt, cutoff),
          notExists(sql`(${readByActiveImport(uploadedFiles.id)})`),
        ),
      )
      .orderBy(asc(uploadedFiles.id))
      .limit(FILES_PER_DELETE);
    const rows = await db
      .delete(uploadedFiles)
      .where(inArray(uploadedFiles.id, due))
      .returning({ id: uploadedFiles.id });
    deleted += rows.length;
    if (rows.length < FILES_PER_DELETE) return deleted;
  }
}

/** Deletes one import's log, counting its rows first; the job row's lock orders concurrent runs. */
async function purgeLog(db: Db, jobId: number, cutoff: Date, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), lt(jobs.finishedAt, cutoff)))
      .for('update');
    if (!ended) return false;
    const refused = await countWhere(
      tx,
      inviteImportFailures,
      eq(inviteImportFailures.jobId, jobId),
    );
    if (refused === 0) return false;
    await tx
      .insert(inviteImportLogPurges)
      .values({ jobId, refusedRows: refused, purgedAt: now })
      .onConflictDoUpdate({
        target: inviteImportLogPurges.jobId,
        set: {
          refusedRows: sql`${inviteImportLogPurges.refusedRows} + excluded.refused_rows`,
          purgedAt: now,
        },
      });
    await tx.delete(inviteImportFailures).where(eq(inviteImportFailures.jobId, jobId));
    return true;
  });
}

async function purgeLogs(db: Db, cutoff: Date, now: Date): Promise<number> {
  const due = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, INVITE_IMPORT_JOB_KIND),
        lt(jobs.finishedAt, cutoff),
        exists(
          db
            .select({ one: sql`1` })
            .from(inviteImportFailures)
            .where(eq(inviteImportFailures.jobId, jobs.id)),
        ),
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(LOGS_PER_RUN);
  let purged = 0;
  for (const { id } of due) if (await purgeLog(db, id, cutoff, now)) purged += 1;
  return purged;
}

export async function purgeExpiredUploads(
  db: Db,
  now: Date,
  policy: UploadPolicy,
): Promise<RetentionPurge> {
  const cutoff = cutoffOf(now, policy);
  return { files: await purgeFiles(db, cutoff), logs: await purgeLogs(db, cutoff, now) };
}

export function registerUploadRetentionChore(registry: JobRegistry, policy: UploadPolicy): void {
  registry.registerChore({
    name: 'invite-lists.upload-retention',
    everyMs: UPLOAD_RETENTION_EVERY_MS,
    run: (db, now) => purgeExpiredUploads(db, now, policy),
  });
}
