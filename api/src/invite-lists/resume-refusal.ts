/** Whether an ended import can resume (decision 0032), and why not: one rule for its status and its resume. */
import type { Db } from '../db/client';
import { ranOutOfAttempts } from '../jobs/resume';
import type { JobRow } from '../jobs/schema';
import { fileKept } from './files';
import { InviteImportPayloadSchema } from './import-payload';
import { findInviteList } from './lists';
import type { UploadPolicy } from './upload-policy';
import { PEOPLE_EXTRA_MESSAGES } from '@console/people-contract';

/** Why this FAILED or COMPLETED import cannot resume, or null when it can. */
export async function resumeRefusal(
  db: Db,
  job: JobRow,
  policy: UploadPolicy,
): Promise<string | null> {
  if (job.status === 'COMPLETED') return PEOPLE_EXTRA_MESSAGES.importAlreadyCompleted;
  if (!ranOutOfAttempts(job)) return PEOPLE_EXTRA_MESSAGES.importNotResumable;
  const payload = InviteImportPayloadSchema.parse(job.payload);
  if (!(await findInviteList(db, job.eventId, payload.audienceGroupId)))
    return PEOPLE_EXTRA_MESSAGES.importListDeleted;
  if (!(await fileKept(db, job.eventId, payload.fileId)))
    return PEOPLE_EXTRA_MESSAGES.importFileDeleted(policy.retentionDays);
  return null;
}
