import { it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'expect';
import {
  ACTIVITY_AREAS,
  ACTIVITY_LOG_API,
  ActivityLogPageSchema,
  type ActivityEntry,
  type ActivityLogPage,
} from '@console/activity-log-contract';
import { ACCESS_API } from '@console/access-control-contract';
import { APPROVAL_API } from '@console/approvals-contract';
import { accessClient } from '../access-control/access-test-client';
import { buildAccessFixture } from '../access-control/access-control-fixture';
import { accessFeatureMappings } from '../access-control/schema';
import { events, users } from '../db/schema';
import { FIXTURE_USERS } from '../testing/fixture';
import { sessionHeaders } from '../testing/http';
import { describeApi } from '../testing/suite';
import { readLogPage } from './queries';
import { recordActivity } from './record';
import { activityLog } from './schema';

const OWNER_NAME = `Test ${FIXTURE_USERS.owner}`;

describeApi('activity log', buildAccessFixture, (s) => {
  const c = accessClient(s);
  const main = () => s.fx.main.id;
  const entries = async (eventId = main()) =>
    s.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.eventId, eventId))
      .orderBy(sql`${activityLog.id}`);
  const list = async (query = '', email: string = FIXTURE_USERS.owner, eventId = main()) =>
    c.read(`${ACTIVITY_LOG_API.list(eventId)}?${query}`, email);
  const page = async (query = '', email?: string) => {
    const response = await list(query, email);
    expect(response.statusCode).toBe(200);
    return ActivityLogPageSchema.parse(response.json());
  };
  const userId = async (email: string) => {
    const [user] = await s.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  };
  const ownerId = async () => userId(FIXTURE_USERS.owner);

  it('records a base access change with actor, target and the stored values before and after', async () => {
    const attendees = await c.group('Attendees');
    const response = await c.put(ACCESS_API.mappings(main(), attendees.groupId), {
      section: 'base',
      changes: [{ id: 'RECORDING', grantStatus: 'NO_GRANT' }],
    });
    expect(response.statusCode).toBe(200);
    const [entry, ...more] = await entries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUserId: await ownerId(),
      actorName: OWNER_NAME,
      area: 'ACCESS_CONTROL',
      action: 'access.mapping.changed',
      targetType: 'access-group',
      targetId: String(attendees.groupId),
      targetLabel: 'Attendees',
      summary: 'Changed 1 feature in the base section of Attendees; 3 registrants lose Recordings',
      before: { RECORDING: null },
      after: { RECORDING: 'NO_GRANT', 'impact.affected': 3, 'impact.RECORDING.lose': 3 },
    });
  });

  it('a refused write (400) leaves no entry and no change', async () => {
    const attendees = await c.group('Attendees');
    const before = await entries();
    const refused = await c.put(ACCESS_API.mappings(main(), attendees.groupId), {
      section: 'base',
      changes: [
        { id: 'NETWORKING', grantStatus: 'NO_GRANT' },
        { id: 'TELEPORT', grantStatus: 'GRANT' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(await entries()).toEqual(before);
    const stored = await s.db
      .select()
      .from(accessFeatureMappings)
      .where(eq(accessFeatureMappings.accessGroupId, attendees.groupId));
    expect(stored.map((row) => row.featureKey)).toEqual(['RECORDING']);
  });

  it('an entry rolls back with a transaction that fails after it', async () => {
    const before = await entries();
    const actor = { userId: await ownerId(), name: OWNER_NAME };
    const failing = s.db.transaction(async (tx) => {
      await recordActivity(tx, {
        eventId: main(),
        actor,
        area: 'SETTINGS',
        action: 'test.failed',
        target: { type: 'event', id: String(main()), label: 'Main' },
        summary: 'Never kept',
        before: null,
        after: null,
      });
      throw new Error('the write failed after its entry');
    });
    await expect(failing).rejects.toThrow('the write failed after its entry');
    expect(await entries()).toEqual(before);
  });

  it('records day access, session access and a new base group, one entry each', async () => {
    const t2 = await c.group('T2');
    const start = (await entries()).length;
    const days = await c.put(ACCESS_API.dayAccess(main(), t2.groupId), {
      days: [{ dayAccessDate: '2030-01-02', grantStatus: 'NO_GRANT' }],
    });
    expect(days.statusCode).toBe(200);
    const sessions = await c.put(ACCESS_API.sessions(main(), t2.groupId), {
      section: 'grant',
      changes: [{ id: s.fx.sessions.s2.id, grantStatus: 'GRANT' }],
    });
    expect(sessions.statusCode).toBe(200);
    const base = (await c.groups()).find(
      (g) => g.isBaseGroup && g.groupId !== t2.baseAccessGroupId,
    );
    if (!base) throw new Error('no other base group');
    const moved = await c.put(ACCESS_API.baseGroup(main(), t2.groupId), {
      baseAccessGroupId: base.groupId,
    });
    expect(moved.statusCode).toBe(200);
    const added = (await entries()).slice(start);
    expect(added.map((e) => [e.action, e.targetLabel, e.before, e.after])).toEqual([
      // T2's base still gives day 2 to its members: nobody's access changes.
      [
        'access.days.changed',
        'T2',
        { '2030-01-02': 'GRANT' },
        { '2030-01-02': 'NO_GRANT', 'impact.affected': 0 },
      ],
      [
        'access.sessions.changed',
        'T2',
        { [`session ${s.fx.sessions.s2.id}`]: null },
        {
          [`session ${s.fx.sessions.s2.id}`]: 'GRANT',
          'impact.affected': 1,
          [`impact.session ${s.fx.sessions.s2.id}.gain`]: 1,
        },
      ],
      [
        'access.base.changed',
        'T2',
        { baseAccessGroupId: t2.baseAccessGroupId, baseGroup: expect.any(String) },
        // T2's one registrant (r3) gains and loses what the new base changes, and session 2,
        // which T2 granted itself: a new base takes the group's own rows away.
        {
          baseAccessGroupId: base.groupId,
          baseGroup: base.groupName,
          'impact.affected': 1,
          'impact.BACKSTAGE.gain': 1,
          'impact.BACKSTAGE.ALLOW_ALL_STAGES.gain': 1,
          'impact.BACKSTAGE.STAGE:Main Stage.gain': 1,
          'impact.BACKSTAGE.STAGE:Side Stage.gain': 1,
          'impact.RECORDING.gain': 1,
          'impact.ROOM.ACCESS_PVT_ROOMS.gain': 1,
          'impact.ROOM.SHOW_RESERVED_ROOMS_ONLY.lose': 1,
          [`impact.session ${s.fx.sessions.s2.id}.lose`]: 1,
        },
      ],
    ]);
  });

  it('records an approval once when it is queued; a refused one records nothing', async () => {
    const approver = await c.as(FIXTURE_USERS.approver);
    const post = (body: object) =>
      s.app.inject({
        method: 'POST',
        url: `/api${APPROVAL_API.statusUpdates(main())}`,
        headers: sessionHeaders(approver, true),
        payload: body,
      });
    const start = (await entries()).length;
    const selection = {
      status: 'APPROVED',
      registrationIds: [s.fx.regs.r6],
      selectedTab: 'PENDING',
    };
    const queued = await post({ idempotencyKey: 'activity-1', selection });
    expect(queued.statusCode).toBe(202);
    expect((await post({ idempotencyKey: 'activity-1', selection })).statusCode).toBe(202);
    const refused = await post({
      idempotencyKey: 'activity-2',
      selection: { ...selection, registrationIds: [s.fx.otherReg] },
    });
    expect(refused.statusCode).toBe(400);
    const added = (await entries()).slice(start);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      actorName: `Test ${FIXTURE_USERS.approver}`,
      area: 'APPROVALS',
      action: 'approvals.status.changed',
      targetType: 'registration',
      targetId: String(s.fx.regs.r6),
      before: { PENDING: 1 },
      after: { APPROVED: 1, jobId: queued.json().jobId },
    });
  });

  it('lists newest first, 20 a page, with filters, search, total and the CSV of the same rows', async () => {
    const ownerUser = await ownerId();
    const base = new Date('2031-05-01T00:00:00Z').getTime();
    await s.db.insert(activityLog).values(
      Array.from({ length: 25 }, (_, i) => ({
        eventId: main(),
        occurredAt: new Date(base + i * 60_000),
        actorUserId: ownerUser,
        actorName: OWNER_NAME,
        area: 'SCHEDULE' as const,
        action: 'schedule.session.changed',
        targetType: 'session',
        targetId: String(i),
        targetLabel: `Talk ${i}`,
        summary: `Renamed =Talk ${i}`,
        before: null,
        after: null,
        searchText: `renamed =talk ${i} ${OWNER_NAME.toLowerCase()} talk ${i}`,
      })),
    );
    const first = await page('area=SCHEDULE');
    expect(first).toMatchObject({ total: 25, totalIsAtLeast: false });
    expect(first.items.map((e) => e.target.label)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Talk ${24 - i}`),
    );
    const second = await page('area=SCHEDULE&offset=20');
    expect(second.items.map((e) => e.target.id)).toEqual(['4', '3', '2', '1', '0']);
    const all = await page();
    expect(all.total).toBe((await entries()).length);
    expect(all.items[0]?.target.label).toBe('Talk 24');
    const range = await page(
      `from=${new Date(base + 5 * 60_000).toISOString()}&to=${new Date(base + 8 * 60_000).toISOString()}`,
    );
    expect(range.items.map((e) => e.target.id)).toEqual(['7', '6', '5']);
    expect((await page('search=TALK%201')).items.map((e) => e.target.id)).toEqual([
      '19',
      '18',
      '17',
      '16',
      '15',
      '14',
      '13',
      '12',
      '11',
      '10',
      '1',
    ]);
    const approverId = await userId(FIXTURE_USERS.approver);
    const byApprover = await page(`actorUserId=${approverId}`);
    expect(byApprover.items.map((e: ActivityEntry) => e.area)).toEqual(['APPROVALS']);

    const csv = await c.read(`${ACTIVITY_LOG_API.csv(main())}?area=SCHEDULE`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('When,Who,Area,Action,Target type,Target id,Target,Summary,Before,After');
    expect(lines).toHaveLength(26);
    expect(lines[1]).toContain(',Talk 24,Renamed =Talk 24,,');
  });

  it('counts a search below its cap: a common word among the newest entries, a rare one through the trigram index', async () => {
    const [mainEvent] = await s.db.select().from(events).where(eq(events.id, main()));
    if (!mainEvent) throw new Error('no main event');
    const [event] = await s.db
      .insert(events)
      .values({ ...mainEvent, id: undefined, name: 'Search reading' })
      .returning({ id: events.id });
    if (!event) throw new Error('no event');
    const base = new Date('2031-06-01T00:00:00Z').getTime();
    // 40 entries, the newest last: every one says "common", the oldest alone "rare".
    await s.db.insert(activityLog).values(
      Array.from({ length: 40 }, (_, i) => ({
        eventId: event.id,
        occurredAt: new Date(base + i * 60_000),
        actorName: 'System',
        area: 'SCHEDULE' as const,
        action: 'schedule.session.changed',
        targetType: 'session',
        targetId: String(i),
        targetLabel: `Talk ${i}`,
        summary: `Common ${i}`,
        before: null,
        after: null,
        searchText: `common ${i}${i === 0 ? ' rare' : ''}`,
      })),
    );
    // Read through the 20 newest entries, counted below 11.
    const read = (search: string, offset: number, limit: number) =>
      readLogPage(
        s.db,
        event.id,
        ACTIVITY_AREAS,
        { search },
        { offset, limit },
        {
          walk: 20,
          cap: 11,
        },
      );
    const ids = (found: ActivityLogPage) => found.items.map((e) => Number(e.target.id));
    // A common word: 11 matches among the 20 newest, so "10+"; its pages newest first, within the
    // cap (read among the newest) and past it.
    const first = await read('COMMON', 0, 5);
    expect(first).toMatchObject({ total: 11, totalIsAtLeast: true });
    expect(ids(first)).toEqual([39, 38, 37, 36, 35]);
    expect(ids(await read('common', 5, 5))).toEqual([34, 33, 32, 31, 30]);
    expect(ids(await read('common', 35, 10))).toEqual([4, 3, 2, 1, 0]);
    // A rare word older than the 20 newest: found all the same, and counted exactly.
    const rare = await read('rare', 0, 20);
    expect([rare.total, rare.totalIsAtLeast, ids(rare)]).toEqual([1, false, [0]]);
    // Fewer matches among the newest than the cap: counted in the whole log, 1 and 10 to 19.
    const teens = await read('common 1', 0, 20);
    expect([teens.total, teens.totalIsAtLeast]).toEqual([11, true]);
    expect(ids(teens)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 1]);
    const one = await read('common 39', 0, 20);
    expect([one.total, one.totalIsAtLeast, ids(one)]).toEqual([1, false, [39]]);
    await s.db.delete(events).where(eq(events.id, event.id));
  });

  it('shows a user only the entries of the areas they may write, and of this event', async () => {
    const approverView = await page('', FIXTURE_USERS.approver);
    expect(new Set(approverView.items.map((e) => e.area))).toEqual(new Set(['APPROVALS']));
    expect(approverView.total).toBe(1);
    expect((await page('area=ACCESS_CONTROL', FIXTURE_USERS.approver)).total).toBe(0);
    const other = await list('', FIXTURE_USERS.owner, s.fx.other.id);
    expect(ActivityLogPageSchema.parse(other.json()).items).toEqual([]);
    expect((await list('', FIXTURE_USERS.booth)).statusCode).toBe(403);
    expect((await list('', FIXTURE_USERS.outsider)).statusCode).toBe(403);
  });

  it('answers 400 naming the field for bad filters and a deep offset', async () => {
    const cases: [string, string, RegExp][] = [
      ['limit=21', 'limit', /At most 20 entries a page/],
      ['area=NOWHERE', 'area', /./],
      ['from=yesterday', 'from', /date and time/],
      ['from=2031-05-02T00:00:00Z&to=2031-05-01T00:00:00Z', 'from', /Must not be after "to"/],
      ['offset=10001', 'offset', /narrow the log by date, person or area/],
    ];
    for (const [query, field, message] of cases) {
      const response = await list(query);
      expect([query, response.statusCode, response.json().field]).toEqual([query, 400, field]);
      expect(response.json().message).toMatch(message);
    }
  });

  it('refuses UPDATE and DELETE of an entry at the database; deleting the event removes them', async () => {
    const [entry] = await entries();
    if (!entry) throw new Error('no entry');
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (error: Error) => String(error.cause instanceof Error ? error.cause.message : error),
      );
    expect(
      await refusal(
        s.db.update(activityLog).set({ summary: 'rewritten' }).where(eq(activityLog.id, entry.id)),
      ),
    ).toMatch(/append-only/);
    expect(await refusal(s.db.delete(activityLog).where(eq(activityLog.id, entry.id)))).toMatch(
      /append-only/,
    );
    expect((await entries())[0]).toEqual(entry);
    await recordActivity(s.db, {
      eventId: s.fx.other.id,
      actor: { userId: await ownerId(), name: OWNER_NAME },
      area: 'SETTINGS',
      action: 'test.kept',
      target: { type: 'event', id: String(s.fx.other.id), label: 'Other' },
      summary: 'Kept until the event goes',
      before: null,
      after: null,
    });
    await s.db.delete(events).where(eq(events.id, s.fx.other.id));
    expect(await entries(s.fx.other.id)).toEqual([]);
  });
});
