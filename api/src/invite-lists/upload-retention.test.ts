import { describe, it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { buildApp, createFeatureJobRegistry } from '../app';
import { audienceGroups } from '../db/schema';
import { GENERIC_JOB_FAILURE_REASON } from '../jobs/failure';
import { jobs } from '../jobs/schema';
import { runPendingJobs } from '../jobs/worker';
import { get, sessionHeaders } from '../testing/http';
import { describeApi } from '../testing/suite';
import { eventUploadBytes, sizeText, tokenOf } from './files';
import {
  api,
  buildInviteFixture,
  csvOf,
  importCsv,
  importStatus,
  newKey,
  ownerSession,
  postImport,
  upload,
  uploadCsv,
} from './invite-lists-fixture';
import { UPLOAD_RETENTION_EVERY_MS } from './retention';
import { inviteImportFailures, uploadedFiles } from './schema';
import {
  DEFAULT_UPLOAD_POLICY,
  MIB,
  uploadPolicyFromEnv,
  type UploadPolicy,
} from './upload-policy';
import {
  ImportStatusSchema,
  INVITE_LIST_API,
  PEOPLE_EXTRA_MESSAGES,
  UPLOAD_STORAGE_FULL,
} from '@console/people-contract';

const DAY_MS = 24 * 60 * 60_000;
const person = (email: string) => [email, 'Guest', '', '', '', '', ''];

describe('the upload policy from the environment', () => {
  it('keeps 30 days and 500 MiB an event by default, reads whole numbers, refuses anything else', () => {
    expect(uploadPolicyFromEnv({})).toEqual({ retentionDays: 30, eventStorageBytes: 500 * MIB });
    expect(uploadPolicyFromEnv({})).toEqual(DEFAULT_UPLOAD_POLICY);
    expect(
      uploadPolicyFromEnv({ UPLOAD_RETENTION_DAYS: ' 7 ', UPLOAD_EVENT_STORAGE_MIB: '2048' }),
    ).toEqual({ retentionDays: 7, eventStorageBytes: 2048 * MIB });
    for (const bad of ['0', '-3', '1.5', 'thirty', '1e9'])
      expect(() => uploadPolicyFromEnv({ UPLOAD_RETENTION_DAYS: bad })).toThrow(
        `UPLOAD_RETENTION_DAYS must be a whole number from 1 to 1000000 (it is "${bad}")`,
      );
    expect(() => uploadPolicyFromEnv({ UPLOAD_EVENT_STORAGE_MIB: '500MB' })).toThrow(
      /^UPLOAD_EVENT_STORAGE_MIB must be a whole number/,
    );
  });

  it('says sizes with their unit', () => {
    expect([512, 600 * 1024, 500 * MIB, 480.24 * MIB].map(sizeText)).toEqual([
      '512 bytes',
      '600 KiB',
      '500 MiB',
      '480.2 MiB',
    ]);
  });
});

describeApi('invite list uploads: retention and per-event storage cap', buildInviteFixture, (s) => {
  const policy: UploadPolicy = { retentionDays: 30, eventStorageBytes: 500 * MIB };

  const fileIdOf = async (s3FileUrl: string) => {
    const token = tokenOf(s.fx.main.id, s3FileUrl);
    const [file] = await s.db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.token, token ?? ''));
    if (!file) throw new Error('file missing');
    return file.id;
  };
  const ageFile = async (s3FileUrl: string, at: Date) =>
    s.db
      .update(uploadedFiles)
      .set({ createdAt: at })
      .where(eq(uploadedFiles.id, await fileIdOf(s3FileUrl)));

  it('deletes the files and import logs older than the retention, keeps the newer ones and a file an import still reads', async () => {
    const owner = await ownerSession(s.app);
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

    const old = await importCsv(
      s,
      owner,
      s.fx.main.id,
      csvOf([person('old1@example.com'), person('old-bad')]),
      { audienceInviteListName: 'Old import' },
    );
    const recent = await importCsv(
      s,
      owner,
      s.fx.main.id,
      csvOf([person('new1@example.com'), person('new-bad')]),
      { audienceInviteListName: 'Recent import' },
    );
    // Uploaded 31 days ago, its import still queued: the worker is yet to read it.
    const queuedUrl = await uploadCsv(s.app, owner, s.fx.main.id, csvOf([person('q@example.com')]));
    const queued = await postImport(s.app, owner, s.fx.main.id, {
      s3FileUrl: queuedUrl,
      idempotencyKey: newKey(),
      audienceInviteListName: 'Queued import',
    });
    expect(queued.statusCode).toBe(201);
    // Uploaded 31 days ago, its import stopped for want of attempts: resumable until the purge.
    const strandedUrl = await uploadCsv(
      s.app,
      owner,
      s.fx.main.id,
      csvOf([person('s@example.com')]),
    );
    const stranded = ImportStatusSchema.parse(
      (
        await postImport(s.app, owner, s.fx.main.id, {
          s3FileUrl: strandedUrl,
          idempotencyKey: newKey(),
          audienceInviteListName: 'Stranded import',
        })
      ).json(),
    );
    await s.db
      .update(jobs)
      .set({ status: 'FAILED', error: GENERIC_JOB_FAILURE_REASON, finishedAt: daysAgo(2) })
      .where(eq(jobs.id, stranded.jobId));
    expect(await importStatus(s.app, owner, s.fx.main.id, strandedUrl)).toMatchObject({
      canResume: true,
    });

    await ageFile(old.s3FileUrl, daysAgo(31));
    await s.db
      .update(jobs)
      .set({ finishedAt: daysAgo(31) })
      .where(eq(jobs.id, old.jobId));
    await ageFile(recent.s3FileUrl, daysAgo(29));
    await s.db
      .update(jobs)
      .set({ finishedAt: daysAgo(29) })
      .where(eq(jobs.id, recent.jobId));
    await ageFile(queuedUrl, daysAgo(31));
    await ageFile(strandedUrl, daysAgo(31));

    const chore = createFeatureJobRegistry({ uploads: policy })
      .chores()
      .find((c) => c.name === 'invite-lists.upload-retention');
    if (!chore) throw new Error('the retention chore is not registered');
    expect(chore.everyMs).toBe(UPLOAD_RETENTION_EVERY_MS);
    expect(await chore.run(s.db, now)).toEqual({ files: 2, logs: 1 });

    expect((await get(s.app, old.s3FileUrl, owner)).statusCode).toBe(404);
    expect((await get(s.app, strandedUrl, owner)).statusCode).toBe(404);
    expect((await get(s.app, recent.s3FileUrl, owner)).statusCode).toBe(200);
    expect((await get(s.app, queuedUrl, owner)).statusCode).toBe(200);

    // The old import still says what it did, and that its log is gone.
    const logNotice = 'The import log was deleted after 30 days.';
    expect(await importStatus(s.app, owner, s.fx.main.id, old.s3FileUrl)).toMatchObject({
      jobStatus: 'COMPLETED',
      succeedRecordsCount: 1,
      failedRecordsCount: 1,
      logUrl: null,
      logNotice,
    });
    expect(
      await s.db
        .select()
        .from(inviteImportFailures)
        .where(eq(inviteImportFailures.jobId, old.jobId)),
    ).toEqual([]);
    const oldLog = await get(s.app, api(INVITE_LIST_API.importLog(s.fx.main.id, old.jobId)), owner);
    expect(oldLog.statusCode).toBe(410);
    expect(oldLog.json()).toEqual({ code: 'NOT_FOUND', message: logNotice });

    expect(await importStatus(s.app, owner, s.fx.main.id, recent.s3FileUrl)).toMatchObject({
      failedRecordsCount: 1,
      logUrl: recent.logUrl,
      logNotice: null,
    });
    expect((await get(s.app, recent.logUrl ?? '', owner)).statusCode).toBe(200);

    // Its file deleted, the stranded import cannot resume, and says why when asked to.
    expect(await importStatus(s.app, owner, s.fx.main.id, strandedUrl)).toMatchObject({
      jobStatus: 'FAILED',
      canResume: false,
    });
    const resume = await s.app.inject({
      method: 'POST',
      url: api(INVITE_LIST_API.importResume(s.fx.main.id, stranded.jobId)),
      headers: sessionHeaders(owner, true),
    });
    expect(resume.statusCode).toBe(409);
    expect(resume.json()).toEqual({
      code: 'CONFLICT',
      message: PEOPLE_EXTRA_MESSAGES.importFileDeleted(30),
    });

    // Nothing more is due; once the queued import has run, its old file goes too.
    expect(await chore.run(s.db, now)).toEqual({ files: 0, logs: 0 });
    await runPendingJobs(s.db, createFeatureJobRegistry());
    expect(await importStatus(s.app, owner, s.fx.main.id, queuedUrl)).toMatchObject({
      jobStatus: 'COMPLETED',
      succeedRecordsCount: 1,
    });
    expect(await chore.run(s.db, now)).toEqual({ files: 1, logs: 0 });
  });

  it('refuses an upload past the event cap before storing it, saying what is used and what to do; deleting a list makes room', async () => {
    const used = await eventUploadBytes(s.db, s.fx.main.id);
    const capped = await buildApp({
      db: s.db,
      uploads: { retentionDays: 30, eventStorageBytes: used + 1000 },
    });
    try {
      const owner = await ownerSession(capped);
      const rows = (prefix: string) =>
        csvOf(Array.from({ length: 18 }, (_, i) => person(`${prefix}${i}@example.com`)));
      const first = rows('cap-a');
      const second = rows('cap-b');
      expect(first.length).toBeGreaterThan(500);
      expect(first.length).toBeLessThan(1000);
      expect(second.length).toBe(first.length);

      const firstUrl = await uploadCsv(capped, owner, s.fx.main.id, first);
      const imported = await postImport(capped, owner, s.fx.main.id, {
        s3FileUrl: firstUrl,
        idempotencyKey: newKey(),
        audienceInviteListName: 'Capped',
      });
      expect(imported.statusCode).toBe(201);
      await runPendingJobs(s.db, createFeatureJobRegistry());
      const files = async () =>
        (await s.db.select().from(uploadedFiles).where(eq(uploadedFiles.eventId, s.fx.main.id)))
          .length;
      const filesBefore = await files();

      const refused = await upload(capped, owner, s.fx.main.id, second);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({
        code: UPLOAD_STORAGE_FULL,
        message: PEOPLE_EXTRA_MESSAGES.uploadStorageFull(
          sizeText(used + first.length),
          sizeText(used + 1000),
          sizeText(second.length),
          30,
        ),
        field: 'file',
      });
      expect(refused.json().message).toMatch(
        /^This event's uploaded files use .+ of its .+, so this file \(.+\) does not fit\. Delete invite lists you no longer need \(their uploaded files go with them\), or wait: uploaded files are deleted after 30 days\.$/,
      );
      expect(await files()).toBe(filesBefore);
      expect(await eventUploadBytes(s.db, s.fx.main.id)).toBe(used + first.length);

      // The cap is the event's: another event's uploads are counted apart.
      expect((await upload(capped, owner, s.fx.second.id, second)).statusCode).toBe(201);

      // Deleting the list deletes the file its import read: the room is back.
      const listId = ImportStatusSchema.parse(imported.json()).audienceGroupId;
      await s.db.delete(audienceGroups).where(eq(audienceGroups.id, listId));
      expect((await get(capped, firstUrl, owner)).statusCode).toBe(404);
      expect(await eventUploadBytes(s.db, s.fx.main.id)).toBe(used);
      // Two uploads at once, room for one: one is stored, one refused.
      const both = await Promise.all([
        upload(capped, owner, s.fx.main.id, first),
        upload(capped, owner, s.fx.main.id, second),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 413]);
      expect(await eventUploadBytes(s.db, s.fx.main.id)).toBe(used + first.length);
    } finally {
      await capped.close();
    }
  });
});
