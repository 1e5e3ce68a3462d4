import { it } from 'node:test';
import { expect } from 'expect';
import { and, eq } from 'drizzle-orm';
import { entriesOf } from '../activity-log/testing';
import type { Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { JobRegistry } from '../jobs/registry';
import { jobs } from '../jobs/schema';
import { runPendingJobs } from '../jobs/worker';
import { describeApi } from '../testing/suite';
import { FIXTURE_USERS } from '../testing/fixture';
import { sessionHeaders, type TestSession } from '../testing/http';
import { createInviteImportJob } from './import-job';
import {
  api,
  buildInviteFixture,
  csvOf,
  importCsv,
  newKey,
  ownerSession,
  postImport,
  uploadCsv,
} from './invite-lists-fixture';
import { invitees } from './schema';
import { ImportStatusSchema, INVITE_LIST_API, InviteeSchema } from '@console/people-contract';

const OWNER = `Test ${FIXTURE_USERS.owner}`;

const row = (email: string) => [email, 'Ann', 'Lee', '', '', '', 'India'];

/** The fixture plus an empty invite list "VIPs". */
async function prepare(db: Db) {
  const fx = await buildInviteFixture(db);
  const [vips] = await db
    .insert(audienceGroups)
    .values({ eventId: fx.main.id, type: 'INVITE_ONLY', name: 'VIPs' })
    .returning();
  if (!vips) throw new Error('list missing');
  return { ...fx, vips };
}

describeApi('invite list writes in the activity log', prepare, (s) => {
  let owner: TestSession | undefined;
  const session = async () => (owner ??= await ownerSession(s.app));
  const send = async (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    s.app.inject({
      method,
      url: api(url),
      headers: sessionHeaders(await session(), true),
      ...(payload ? { payload } : {}),
    });
  const entries = () => entriesOf(s.db, s.fx.main.id);
  /** The entries a write adds: `write` runs, then the new ones are answered. */
  const added = async (write: () => Promise<unknown>) => {
    const start = (await entries()).length;
    await write();
    return (await entries()).slice(start);
  };
  /** An import registry of 2-row batches: the counts add up over batches. */
  const smallBatches = () => {
    const registry = new JobRegistry();
    registry.register(createInviteImportJob({ batchRows: 2 }));
    return registry;
  };
  const target = (list: { id: number; name: string }) => ({
    targetType: 'audience-group',
    targetId: String(list.id),
    targetLabel: list.name,
  });

  it('records an invitee added, declined and deleted, with its email and status', async () => {
    const { main, vips } = s.fx;
    let inviteeId = 0;
    const writes = await added(async () => {
      const response = await send('POST', INVITE_LIST_API.invitees(main.id, vips.id), {
        email: 'ann@x.com',
      });
      expect(response.statusCode).toBe(201);
      inviteeId = InviteeSchema.parse(response.json()).id;
      const decline = () => send('POST', INVITE_LIST_API.decline(main.id, vips.id, inviteeId));
      expect((await decline()).statusCode).toBe(200);
      // Declining again changes nothing and records nothing.
      expect((await decline()).statusCode).toBe(200);
      const remove = await send('DELETE', INVITE_LIST_API.invitee(main.id, vips.id, inviteeId));
      expect(remove.statusCode).toBe(204);
    });
    const actor = { actorName: OWNER, actorUserId: s.fx.userId('owner'), area: 'INVITE_LISTS' };
    expect(writes).toEqual([
      expect.objectContaining({
        ...actor,
        ...target(vips),
        action: 'invite-list.invitee.added',
        summary: 'Added ann@x.com to the invite list VIPs',
        before: null,
        after: { email: 'ann@x.com', status: 'AWAITING_RESPONSE' },
      }),
      expect.objectContaining({
        ...actor,
        ...target(vips),
        action: 'invite-list.invitee.declined',
        summary: 'Declined ann@x.com on the invite list VIPs',
        before: { email: 'ann@x.com', status: 'AWAITING_RESPONSE' },
        after: { email: 'ann@x.com', status: 'DECLINED' },
      }),
      expect.objectContaining({
        ...actor,
        ...target(vips),
        action: 'invite-list.invitee.deleted',
        summary: 'Deleted ann@x.com from the invite list VIPs',
        before: { email: 'ann@x.com', status: 'DECLINED' },
        after: null,
      }),
    ]);
  });

  it('records nothing for a refused write', async () => {
    const { main, vips, invite } = s.fx;
    const [registered] = await s.db
      .select()
      .from(invitees)
      .where(and(eq(invitees.audienceGroupId, invite.id), eq(invitees.email, 'invited@test.dev')));
    if (!registered) throw new Error('registered invitee missing');
    const list = INVITE_LIST_API.invitees(main.id, vips.id);
    expect((await send('POST', list, { email: 'bob@x.com' })).statusCode).toBe(201);
    const writes = await added(async () => {
      // 409 the same email again, 404 an unknown invitee, 409 declining one who registered.
      expect((await send('POST', list, { email: 'BOB@x.com' })).statusCode).toBe(409);
      expect((await send('POST', INVITE_LIST_API.decline(main.id, vips.id, 2e9))).statusCode).toBe(
        404,
      );
      expect(
        (await send('DELETE', INVITE_LIST_API.invitee(main.id, vips.id, 2e9))).statusCode,
      ).toBe(404);
      const decline = INVITE_LIST_API.decline(main.id, invite.id, registered.id);
      expect((await send('POST', decline)).statusCode).toBe(409);
      // 409 an import into a new list whose name is taken.
      const s3FileUrl = await uploadCsv(s.app, await session(), main.id, csvOf([row('c@x.com')]));
      const taken = await postImport(s.app, await session(), main.id, {
        s3FileUrl,
        idempotencyKey: newKey(),
        audienceInviteListName: 'VIPs',
      });
      expect(taken.statusCode).toBe(409);
    });
    expect(writes).toEqual([]);
  });

  it("records a list created by an import, and the import's counts once", async () => {
    const csv = csvOf([
      row('one@x.com'),
      row('not-an-email'),
      row('two@x.com'),
      row('ONE@x.com'),
      row('three@x.com'),
    ]);
    let listId = 0;
    let jobId = 0;
    const writes = await added(async () => {
      const status = await importCsv(
        s,
        await session(),
        s.fx.main.id,
        csv,
        { audienceInviteListName: 'Partners' },
        smallBatches(),
      );
      expect(status).toMatchObject({ succeedRecordsCount: 3, failedRecordsCount: 2 });
      listId = status.audienceGroupId;
      jobId = status.jobId;
    });
    const list = { id: listId, name: 'Partners' };
    const actor = { actorName: OWNER, actorUserId: s.fx.userId('owner'), area: 'INVITE_LISTS' };
    expect(writes).toEqual([
      expect.objectContaining({
        ...actor,
        ...target(list),
        action: 'invite-list.created',
        summary: 'Created the invite list Partners',
        before: null,
        after: { name: 'Partners' },
      }),
      expect.objectContaining({
        ...actor,
        ...target(list),
        action: 'invite-list.imported',
        summary: 'Imported 3 invitees to the invite list Partners, 2 refused',
        before: null,
        after: { added: 3, refused: 2 },
      }),
    ]);

    // A run reclaimed after the last batch (a crash before the job was marked done) adds nothing.
    const rerun = await added(async () => {
      await s.db
        .update(jobs)
        .set({ status: 'QUEUED', lockedAt: null, finishedAt: null })
        .where(eq(jobs.id, jobId));
      expect(await runPendingJobs(s.db, smallBatches())).toBe(1);
    });
    expect(rerun).toEqual([]);
  });

  it('records an import whose creator is gone as the System', async () => {
    const { main, vips } = s.fx;
    const writes = await added(async () => {
      const s3FileUrl = await uploadCsv(
        s.app,
        await session(),
        main.id,
        csvOf([row('four@x.com'), row('five@x.com')]),
      );
      const started = await postImport(s.app, await session(), main.id, {
        s3FileUrl,
        idempotencyKey: newKey(),
        audienceGroupId: vips.id,
      });
      expect(started.statusCode).toBe(201);
      await s.db
        .update(jobs)
        .set({ createdBy: null })
        .where(eq(jobs.id, ImportStatusSchema.parse(started.json()).jobId));
      await runPendingJobs(s.db, smallBatches());
    });
    expect(writes).toEqual([
      expect.objectContaining({
        actorName: 'System',
        actorUserId: null,
        area: 'INVITE_LISTS',
        ...target(vips),
        action: 'invite-list.imported',
        summary: 'Imported 2 invitees to the invite list VIPs, 0 refused',
        after: { added: 2, refused: 0 },
      }),
    ]);
  });
});
