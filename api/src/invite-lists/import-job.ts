/**
 * The invite-list import as a platform job (kind `invite-list.import`, wired in app.ts). Each
 * attempt reads the stored file and classifies every record again (deterministic), then inserts
 * from the progress earlier attempts committed, a batch per `job.step`: the batch's invitees,
 * failures, emails and progress commit together, so a crash loses and doubles nothing.
 * A bad file ends FAILED with the contract's message; more new invitees than the ticket's seats
 * left ends FAILED with the INSUFFICIENT_TICKETS message before anyone is added.
 * The last batch's transaction also records the import in the activity log, once: a run reclaimed
 * after it finds every row processed and commits nothing more.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countWhere } from '../db/query-helpers';
import { JobFailure } from '../jobs/failure';
import { exponentialBackoff, type JobKind } from '../jobs/job-kind';
import type { JobRegistry } from '../jobs/registry';
import { jobs } from '../jobs/schema';
import { jobActor, listNoun, recordInviteListChange, type InviteListRef } from './activity';
import { fileContent } from './files';
import { applyImportBatch, type ImportTarget } from './import-batch';
import {
  INVITE_IMPORT_JOB_KIND,
  InviteImportPayloadSchema,
  type InviteImportPayload,
} from './import-payload';
import { classifyRecords, parseInviteCsv } from './import-records';
import { findInviteList } from './lists';
import { INVITE_LIST_REQUIREMENT } from './permission';
import { registerUploadRetentionChore } from './retention';
import { inviteImportFailures } from './schema';
import { hasSeatsFor } from './tickets';
import { DEFAULT_UPLOAD_POLICY, type UploadPolicy } from './upload-policy';
import { PEOPLE_LIMITS, PEOPLE_MESSAGES } from '@console/people-contract';

export interface InviteImportOptions {
  /** Rows per transaction (tests make it small to crash between batches). */
  batchRows?: number;
}

/** The finished import's entry: its counts, as its status reports them (refused rows logged). */
async function recordImported(
  tx: Db,
  jobId: number,
  list: InviteListRef,
  total: number,
): Promise<void> {
  const refused = await countWhere(tx, inviteImportFailures, eq(inviteImportFailures.jobId, jobId));
  await recordInviteListChange(tx, {
    actor: await jobActor(tx, jobId),
    list,
    verb: 'imported',
    summary: `Imported ${total - refused} invitees to ${listNoun(list)}, ${refused} refused`,
    before: null,
    after: { added: total - refused, refused },
  });
}

export function createInviteImportJob({
  batchRows = PEOPLE_LIMITS.inviteImportBatchRows,
}: InviteImportOptions = {}): JobKind<InviteImportPayload> {
  return {
    kind: INVITE_IMPORT_JOB_KIND,
    payload: InviteImportPayloadSchema,
    readPermission: INVITE_LIST_REQUIREMENT,
    retry: { maxAttempts: 3, backoffMs: exponentialBackoff(5_000) },
    async run(job) {
      const { payload, eventId } = job;
      const loaded = await job.step(job.processed, async (tx) => ({
        list: await findInviteList(tx, eventId, payload.audienceGroupId),
        content: await fileContent(tx, eventId, payload.fileId),
      }));
      if (!loaded.list || !loaded.content) throw new JobFailure(PEOPLE_MESSAGES.importFailed);
      const parsed = parseInviteCsv(loaded.content, payload.columnMapping);
      if (parsed.error !== null) throw new JobFailure(parsed.error);
      const outcomes = classifyRecords(parsed.records, parsed.mapping);
      const target: ImportTarget = {
        jobId: job.jobId,
        eventId,
        audienceGroupId: payload.audienceGroupId,
        ticketTypeId: payload.ticketTypeId,
        communicationIds: payload.communicationSettingIds,
      };
      if (job.processed === 0) {
        await job.step(0, async (tx) => {
          await tx.update(jobs).set({ total: outcomes.length }).where(eq(jobs.id, job.jobId));
        });
        const { ticketTypeId } = payload;
        if (ticketTypeId !== null) {
          const emails = outcomes.flatMap((o) => (o.values ? [o.values.email] : []));
          const enough = await job.step(0, (tx) =>
            hasSeatsFor(
              tx,
              { eventId, ticketTypeId, audienceGroupId: payload.audienceGroupId },
              emails,
            ),
          );
          if (!enough) throw new JobFailure(PEOPLE_MESSAGES.importInsufficientTickets);
        }
      }
      const list = { id: loaded.list.id, eventId, name: loaded.list.name };
      for (let offset = job.processed; offset < outcomes.length; offset += batchRows) {
        const batch = outcomes.slice(offset, offset + batchRows);
        const end = offset + batch.length;
        await job.step(end, async (tx) => {
          await applyImportBatch(tx, target, batch);
          if (end === outcomes.length) await recordImported(tx, job.jobId, list, outcomes.length);
        });
      }
    },
  };
}

/** The import job, and the chore that deletes uploads and import logs after the retention. */
export function registerInviteListJobs(
  registry: JobRegistry,
  uploads: UploadPolicy = DEFAULT_UPLOAD_POLICY,
): void {
  registry.register(createInviteImportJob());
  registerUploadRetentionChore(registry, uploads);
}
