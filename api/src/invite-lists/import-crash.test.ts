import { it } from 'node:test';
import { expect } from 'expect';
import { count, eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../email/schema';
import { claimJob, STALE_LOCK_MS } from '../jobs/claim';
import { createJobContext } from '../jobs/context';
import type { JobContext } from '../jobs/job-kind';
import { JobRegistry } from '../jobs/registry';
import { jobs } from '../jobs/schema';
import { runPendingJobs } from '../jobs/worker';
import { describeApi } from '../testing/suite';
import {
  buildInviteFixture,
  csvOf,
  importStatus,
  newKey,
  ownerSession,
  postImport,
  uploadCsv,
} from './invite-lists-fixture';
import { createInviteImportJob } from './import-job';
import {
  INVITE_IMPORT_JOB_KIND,
  InviteImportPayloadSchema,
  type InviteImportPayload,
} from './import-payload';
import { inviteImportFailures, invitees } from './schema';
import { ImportStatusSchema } from '@console/people-contract';

const BATCH = 2;

describeApi('invite list import killed mid-way', buildInviteFixture, (s) => {
  it('resumes after the last committed batch: no invitee, failure or email lost or doubled', async () => {
    const owner = await ownerSession(s.app);
    const csv = csvOf([
      ['k1@example.com', 'K1', '', '', '', '', ''],
      ['k2@example.com', 'K2', '', '', '', '', ''],
      ['k3@example.com', 'K3', '', '', '', '', ''],
      ['broken', 'K4', '', '', '', '', ''],
      ['k5@example.com', 'K5', '', '', '', '', ''],
      ['K1@example.com', 'K6', '', '', '', '', ''],
      ['k7@example.com', 'K7', '', '', '', '', ''],
    ]);
    const s3FileUrl = await uploadCsv(s.app, owner, s.fx.main.id, csv);
    const started = await postImport(s.app, owner, s.fx.main.id, {
      s3FileUrl,
      idempotencyKey: newKey(),
      audienceInviteListName: 'Crash test',
      communicationSettingIds: [s.fx.comms.invitation.id, s.fx.comms.reminder.id],
    });
    const { jobId, audienceGroupId } = ImportStatusSchema.parse(started.json());
    const kind = createInviteImportJob({ batchRows: BATCH });

    // A worker claims the job, commits the first batch and is killed inside the second.
    const claimed = await claimJob(s.db, [INVITE_IMPORT_JOB_KIND]);
    if (!claimed || claimed.id !== jobId) throw new Error('import not claimed');
    const context = createJobContext(
      s.db,
      claimed,
      InviteImportPayloadSchema.parse(claimed.payload),
    );
    const dying: JobContext<InviteImportPayload> = {
      ...context,
      step: (processed, work) =>
        context.step(processed, async (tx) => {
          const result = await work(tx);
          if (processed === 2 * BATCH) throw new Error('killed');
          return result;
        }),
    };
    await expect(kind.run(dying)).rejects.toThrow('killed');

    const inList = () =>
      s.db
        .select({ email: invitees.email })
        .from(invitees)
        .where(eq(invitees.audienceGroupId, audienceGroupId))
        .orderBy(invitees.id);
    const emailsSent = async () =>
      (
        await s.db
          .select({ n: count() })
          .from(emailOutbox)
          .where(sql`${emailOutbox.to} like 'k%@example.com'`)
      )[0]?.n;
    expect(await inList()).toEqual([{ email: 'k1@example.com' }, { email: 'k2@example.com' }]);
    expect(await emailsSent()).toBe(4);
    const midway = await importStatus(s.app, owner, s.fx.main.id, s3FileUrl);
    expect(midway).toMatchObject({
      jobStatus: 'IN_PROGRESS',
      totalRecordsCount: 7,
      succeedRecordsCount: 2,
      failedRecordsCount: 0,
    });

    // Its lock is fresh: nobody takes the job over until it goes stale.
    const registry = new JobRegistry().register(kind);
    expect(await runPendingJobs(s.db, registry)).toBe(0);
    await s.db
      .update(jobs)
      .set({ lockedAt: new Date(Date.now() - STALE_LOCK_MS - 1_000) })
      .where(eq(jobs.id, jobId));
    expect(await runPendingJobs(s.db, registry)).toBe(1);

    expect((await inList()).map((i) => i.email)).toEqual([
      'k1@example.com',
      'k2@example.com',
      'k3@example.com',
      'k5@example.com',
      'k7@example.com',
    ]);
    expect(await emailsSent()).toBe(10);
    expect(
      await s.db
        .select({ row: inviteImportFailures.rowNumber })
        .from(inviteImportFailures)
        .where(eq(inviteImportFailures.jobId, jobId))
        .orderBy(inviteImportFailures.rowNumber),
    ).toEqual([{ row: 5 }, { row: 7 }]);
    expect(await importStatus(s.app, owner, s.fx.main.id, s3FileUrl)).toMatchObject({
      jobStatus: 'COMPLETED',
      totalRecordsCount: 7,
      succeedRecordsCount: 5,
      failedRecordsCount: 2,
    });
    const [row] = await s.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row).toMatchObject({ status: 'COMPLETED', processed: 7, attempts: 2 });
  });
});
