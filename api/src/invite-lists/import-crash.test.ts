import { it } from 'node:test';
import { expect } from 'expect';
import { count, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@console/shared/contract';
import { emailOutbox } from '../email/schema';
import { claimJob, STALE_LOCK_MS } from '../jobs/claim';
import { createJobContext } from '../jobs/context';
import { GENERIC_JOB_FAILURE_REASON } from '../jobs/failure';
import type { JobContext } from '../jobs/job-kind';
import { JobRegistry } from '../jobs/registry';
import { jobs } from '../jobs/schema';
import { runPendingJobs } from '../jobs/worker';
import { sessionHeaders, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import {
  api,
  buildInviteFixture,
  csvOf,
  importCsv,
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
import {
  importOutcome,
  ImportStatusSchema,
  INVITE_LIST_API,
  PEOPLE_EXTRA_MESSAGES,
  PEOPLE_MESSAGES,
} from '@console/people-contract';

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

  // The worker's clock for the kills below, moved past the stale-lock delay before each claim:
  // a killed run's lock (renewed by its steps at the real time) is stale at the next claim.
  let clock = Date.now();
  // Never behind the real time: a step renews the lock at the real time, which runs on while
  // other suites of the shard run.
  const later = () => new Date((clock = Math.max(clock, Date.now()) + STALE_LOCK_MS + 1_000));
  const importKind = createInviteImportJob({ batchRows: BATCH });
  const registry = new JobRegistry().register(importKind);

  /**
   * As `kill -9` of the API running the import: a worker claims it, commits the batches before
   * batch `killedIn` of its run, and dies inside that one (its transaction never commits).
   */
  async function killedInBatch(killedIn: number) {
    const claimed = await claimJob(s.db, [INVITE_IMPORT_JOB_KIND], later());
    if (!claimed) throw new Error('import not claimed');
    const context = createJobContext(
      s.db,
      claimed,
      InviteImportPayloadSchema.parse(claimed.payload),
    );
    let batches = 0;
    const dying: JobContext<InviteImportPayload> = {
      ...context,
      step: (processed, work) =>
        context.step(processed, async (tx) => {
          const result = await work(tx);
          if (processed > claimed.processed) batches += 1;
          if (batches === killedIn) throw new Error('killed');
          return result;
        }),
    };
    await expect(importKind.run(dying)).rejects.toThrow('killed');
    return claimed;
  }

  async function startImportOf(session: TestSession, name: string, rows: string[][]) {
    const s3FileUrl = await uploadCsv(s.app, session, s.fx.main.id, csvOf(rows));
    const started = await postImport(s.app, session, s.fx.main.id, {
      s3FileUrl,
      idempotencyKey: newKey(),
      audienceInviteListName: name,
      communicationSettingIds: [s.fx.comms.invitation.id],
    });
    expect(started.statusCode).toBe(201);
    return ImportStatusSchema.parse(started.json());
  }

  const emailsOf = (audienceGroupId: number) =>
    s.db
      .select({ email: invitees.email })
      .from(invitees)
      .where(eq(invitees.audienceGroupId, audienceGroupId))
      .orderBy(invitees.email)
      .then((rows) => rows.map((r) => r.email));
  const refusedRowsOf = (jobId: number) =>
    s.db
      .select({ row: inviteImportFailures.rowNumber })
      .from(inviteImportFailures)
      .where(eq(inviteImportFailures.jobId, jobId))
      .orderBy(inviteImportFailures.rowNumber)
      .then((rows) => rows.map((r) => r.row));
  const invitationsTo = async (prefix: string) =>
    (
      await s.db
        .select({ n: count() })
        .from(emailOutbox)
        .where(sql`${emailOutbox.to} like ${`${prefix}%@example.com`}`)
    )[0]?.n;
  const person = (email: string) => [email, 'Guest', '', '', '', '', ''];

  it('killed three times, each after committing a batch, still ends COMPLETED: every valid row once, every refused row counted once', async () => {
    const owner = await ownerSession(s.app);
    const rows = [
      person('kill1@example.com'),
      person('kill2@example.com'),
      person('broken'),
      person('kill3@example.com'),
      person('KILL1@example.com'),
      person('kill4@example.com'),
      person('kill5@example.com'),
      person('nope'),
      person('kill6@example.com'),
      person('kill7@example.com'),
      person('kill8@example.com'),
      person('kill9@example.com'),
    ];
    const started = await startImportOf(owner, 'Killed three times', rows);

    const claims = [];
    for (let kill = 1; kill <= 3; kill += 1) claims.push(await killedInBatch(2));
    // Each restart followed a committed batch: none used up one of the import's 3 attempts.
    expect(claims.map((c) => [c.processed, c.countedAttempts])).toEqual([
      [0, 1],
      [2, 1],
      [4, 1],
    ]);
    expect(await importStatus(s.app, owner, s.fx.main.id, started.s3FileUrl)).toMatchObject({
      jobStatus: 'IN_PROGRESS',
      totalRecordsCount: 12,
      notReadRecordsCount: 6,
    });

    expect(await runPendingJobs(s.db, registry, { now: later })).toBe(1);
    const expected = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `kill${n}@example.com`);
    expect(await emailsOf(started.audienceGroupId)).toEqual(expected);
    expect(await refusedRowsOf(started.jobId)).toEqual([4, 6, 9]);
    expect(await invitationsTo('kill')).toBe(9);
    const done = await importStatus(s.app, owner, s.fx.main.id, started.s3FileUrl);
    expect(done).toMatchObject({
      jobStatus: 'COMPLETED',
      totalRecordsCount: 12,
      succeedRecordsCount: 9,
      failedRecordsCount: 3,
      notReadRecordsCount: 0,
      error: null,
      canResume: false,
    });
    const [row] = await s.db.select().from(jobs).where(eq(jobs.id, started.jobId));
    expect(row).toMatchObject({ status: 'COMPLETED', processed: 12, attempts: 4 });
  });

  it('one that ran out of attempts says what it imported, refused and did not read, and resumes to the end', async () => {
    const owner = await ownerSession(s.app);
    const rows = [
      person('resume1@example.com'),
      person('bad'),
      person('resume2@example.com'),
      person('resume3@example.com'),
      person('resume4@example.com'),
      person('resume5@example.com'),
      person('worse'),
      person('resume6@example.com'),
      person('resume7@example.com'),
      person('resume8@example.com'),
    ];
    const started = await startImportOf(owner, 'Resumed', rows);
    // Two batches commit before the first kill; then it is killed three times before committing
    // anything: the third restart without progress uses up its 3 attempts.
    await killedInBatch(3);
    for (let kill = 1; kill <= 3; kill += 1) await killedInBatch(1);
    expect(await runPendingJobs(s.db, registry, { now: later })).toBe(1);

    const failed = await importStatus(s.app, owner, s.fx.main.id, started.s3FileUrl);
    expect(failed).toEqual({
      jobId: started.jobId,
      audienceGroupId: started.audienceGroupId,
      s3FileUrl: started.s3FileUrl,
      jobStatus: 'FAILED',
      totalRecordsCount: 10,
      succeedRecordsCount: 3,
      failedRecordsCount: 1,
      notReadRecordsCount: 6,
      logUrl: `/api${INVITE_LIST_API.importLog(s.fx.main.id, started.jobId)}`,
      logNotice: null,
      error: GENERIC_JOB_FAILURE_REASON,
      canResume: true,
    });
    expect(importOutcome(failed)?.title).toBe(PEOPLE_MESSAGES.importFailedTitle);
    expect(await emailsOf(started.audienceGroupId)).toEqual([
      'resume1@example.com',
      'resume2@example.com',
      'resume3@example.com',
    ]);

    const resume = (jobId = started.jobId, eventId = s.fx.main.id) =>
      s.app.inject({
        method: 'POST',
        url: api(INVITE_LIST_API.importResume(eventId, jobId)),
        headers: sessionHeaders(owner, true),
      });
    const resumed = await resume();
    expect(resumed.statusCode).toBe(200);
    expect(ImportStatusSchema.parse(resumed.json())).toMatchObject({
      jobStatus: 'IN_PROGRESS',
      succeedRecordsCount: 3,
      failedRecordsCount: 1,
      notReadRecordsCount: 6,
      error: null,
      canResume: false,
    });
    // A second click answers the same queued import.
    const again = await resume();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ jobId: started.jobId, jobStatus: 'IN_PROGRESS' });

    expect(await runPendingJobs(s.db, registry, { now: later })).toBe(1);
    expect(await emailsOf(started.audienceGroupId)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `resume${n}@example.com`),
    );
    expect(await refusedRowsOf(started.jobId)).toEqual([3, 8]);
    expect(await invitationsTo('resume')).toBe(8);
    expect(await importStatus(s.app, owner, s.fx.main.id, started.s3FileUrl)).toMatchObject({
      jobStatus: 'COMPLETED',
      totalRecordsCount: 10,
      succeedRecordsCount: 8,
      failedRecordsCount: 2,
      notReadRecordsCount: 0,
      canResume: false,
    });

    const completed = await resume();
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toEqual({
      code: ERROR_CODES.conflict,
      message: PEOPLE_EXTRA_MESSAGES.importAlreadyCompleted,
    });
    expect((await resume(2_147_483_647)).statusCode).toBe(404);
    expect((await resume(started.jobId, s.fx.second.id)).statusCode).toBe(404);
  });

  it('refuses to resume an import that failed because of its file: it would fail the same way', async () => {
    const owner = await ownerSession(s.app);
    const status = await importCsv(s, owner, s.fx.main.id, csvOf([]), {
      audienceInviteListName: 'Unreadable',
    });
    expect(status).toMatchObject({ jobStatus: 'FAILED', canResume: false });
    const response = await s.app.inject({
      method: 'POST',
      url: api(INVITE_LIST_API.importResume(s.fx.main.id, status.jobId)),
      headers: sessionHeaders(owner, true),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: ERROR_CODES.conflict,
      message: PEOPLE_EXTRA_MESSAGES.importNotResumable,
    });
    const [row] = await s.db.select().from(jobs).where(eq(jobs.id, status.jobId));
    expect(row).toMatchObject({ status: 'FAILED', error: PEOPLE_MESSAGES.pleaseUploadValidCsv });
  });
});
