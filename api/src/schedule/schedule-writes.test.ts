import { it } from 'node:test';
import { expect } from 'expect';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES } from '@console/shared/contract';
import { ACCESS_API, SessionAccessListSchema } from '@console/access-control-contract';
import { SESSION_API, SessionListResponseSchema } from '@console/people-contract';
import {
  SCHEDULE_API,
  SCHEDULE_LIMITS as L,
  SCHEDULE_MESSAGES as M,
  ScheduleDaysSchema,
  ScheduleSessionDetailSchema,
  ScheduleSessionPageSchema,
  type SessionWrite,
} from '@console/event-setup-contract';
import { entriesOf } from '../activity-log/testing';
import { eventRoles } from '../db/schema';
import { segments } from '../sessions/schema';
import { FIXTURE_PASSWORD, FIXTURE_USERS, type FixtureUser } from '../testing/fixture';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { buildScheduleFixture } from './schedule-fixture';

/** The event's dates as its messages name them. */
const DATES = { firstDay: '2030-01-01', lastDay: '2030-01-03', timeZone: 'America/New_York' };

describeApi('schedule: create, edit and delete sessions', buildScheduleFixture, (s) => {
  const as = (user: FixtureUser) => login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
  const main = () => s.fx.main.id;
  const send = (
    session: TestSession,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...sessionHeaders(session, true),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const sessionCount = async () =>
    (await s.db.select({ id: segments.id }).from(segments).where(eq(segments.eventId, main())))
      .length;

  /** Jan 2, 10:00 to 11:00 in New York. */
  const valid: SessionWrite = {
    title: 'Roadmap review',
    stageName: 'Main stage',
    startDateTime: '2030-01-02T10:00:00-05:00',
    endDateTime: '2030-01-02T11:00:00-05:00',
    format: 'VIRTUAL',
    tags: [],
    addOns: [],
  };

  it('creates a session with text trimmed and tags and add-ons without repeats', async () => {
    const owner = await as('owner');
    const response = await send(owner, 'POST', SCHEDULE_API.sessions(main()), {
      ...valid,
      title: '  Roadmap review  ',
      stageName: ' Hall B ',
      format: 'IN_PERSON',
      tags: [' AI ', 'ai', 'Cloud', '', '  '],
      addOns: ['Recording', 'recording ', 'Slides'],
    });
    expect(response.statusCode).toBe(201);
    const created = ScheduleSessionDetailSchema.parse(response.json());
    expect(created).toEqual({
      segmentId: expect.any(Number),
      title: 'Roadmap review',
      stageName: 'Hall B',
      startDateTime: '2030-01-02T15:00:00.000Z',
      endDateTime: '2030-01-02T16:00:00.000Z',
      format: 'IN_PERSON',
      tags: ['AI', 'Cloud'],
      addOns: ['Recording', 'Slides'],
      usedBy: { accessGroups: [], accessGroupTotal: 0, audienceGroups: [], audienceGroupTotal: 0 },
    });
    const read = await get(s.app, `/api${SCHEDULE_API.session(main(), created.segmentId)}`, owner);
    expect(read.json()).toEqual(created);
    // On its day's tab between the 09:00 and 13:00 sessions, counted there.
    const day = await get(s.app, `/api${SCHEDULE_API.sessions(main())}?day=2030-01-02`, owner);
    expect(ScheduleSessionPageSchema.parse(day.json()).items.map((i) => i.segmentId)).toEqual([
      s.fx.sessions.security,
      created.segmentId,
      s.fx.sessions.panel,
    ]);
    const days = ScheduleDaysSchema.parse(
      (await get(s.app, `/api${SCHEDULE_API.days(main())}`, owner)).json(),
    );
    expect(days.days.find((d) => d.day === '2030-01-02')?.sessionCount).toBe(3);
  });

  it('is seen at once by People (Add to sessions) and access control (session access)', async () => {
    const owner = await as('owner');
    const response = await send(owner, 'POST', SCHEDULE_API.sessions(main()), {
      ...valid,
      title: 'Freshly scheduled',
      stageName: 'Brand new stage',
    });
    expect(response.statusCode).toBe(201);
    const people = await get(
      s.app,
      `/api${SESSION_API.list(main())}?query=freshly&days=2030-01-02`,
      owner,
    );
    expect(SessionListResponseSchema.parse(people.json()).items.map((i) => i.title)).toEqual([
      'Freshly scheduled',
    ]);
    const access = await get(
      s.app,
      `/api${ACCESS_API.sessions(main(), s.fx.access.custom)}?section=grant`,
      owner,
    );
    expect(SessionAccessListSchema.parse(access.json()).sessions).toContainEqual(
      expect.objectContaining({ title: 'Freshly scheduled', stageName: 'Brand new stage' }),
    );
  });

  it('refuses each invalid field with a 400 naming it, creating nothing', async () => {
    const owner = await as('owner');
    const before = await sessionCount();
    const tags = (count: number) => Array.from({ length: count }, (_, i) => `tag ${i}`);
    const without = (field: keyof SessionWrite) =>
      Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
    const cases: [string, unknown, string, string][] = [
      ['no title', without('title'), 'title', M.titleRequired],
      ['an empty title', { ...valid, title: '' }, 'title', M.titleRequired],
      ['a blank title', { ...valid, title: '   ' }, 'title', M.titleRequired],
      ['a long title', { ...valid, title: 't'.repeat(L.titleMax + 1) }, 'title', M.titleMax],
      ['a NUL in the title', { ...valid, title: 'a\u0000b' }, 'title', MESSAGES.textHasNul],
      ['no stage', { ...valid, stageName: ' ' }, 'stageName', M.stageNameRequired],
      [
        'a long stage',
        { ...valid, stageName: 's'.repeat(L.stageNameMax + 1) },
        'stageName',
        M.stageNameMax,
      ],
      ['no format', without('format'), 'format', M.format],
      ['another format', { ...valid, format: 'HYBRID' }, 'format', M.format],
      ['no start', without('startDateTime'), 'startDateTime', M.startRequired],
      ['a start in words', { ...valid, startDateTime: 'tomorrow' }, 'startDateTime', M.dateTime],
      [
        'a start without its offset',
        { ...valid, startDateTime: '2030-01-02T10:00:00' },
        'startDateTime',
        M.dateTime,
      ],
      ['no end', without('endDateTime'), 'endDateTime', M.endRequired],
      [
        'an end at the start',
        { ...valid, endDateTime: valid.startDateTime },
        'endDateTime',
        M.endBeforeStart,
      ],
      [
        'an end before the start',
        { ...valid, endDateTime: '2030-01-02T09:00:00-05:00' },
        'endDateTime',
        M.endBeforeStart,
      ],
      [
        "a start before the event's first day",
        {
          ...valid,
          startDateTime: '2029-12-31T23:59:00-05:00',
          endDateTime: '2030-01-01T01:00:00-05:00',
        },
        'startDateTime',
        M.startBeforeEvent(DATES),
      ],
      [
        "a start after the event's last day",
        {
          ...valid,
          startDateTime: '2030-01-04T00:00:00-05:00',
          endDateTime: '2030-01-04T01:00:00-05:00',
        },
        'startDateTime',
        M.startAfterEvent(DATES),
      ],
      [
        "an end after the event's last day",
        {
          ...valid,
          startDateTime: '2030-01-03T23:00:00-05:00',
          endDateTime: '2030-01-04T00:30:00-05:00',
        },
        'endDateTime',
        M.endAfterEvent(DATES),
      ],
      ['tags that are not a list', { ...valid, tags: 'AI' }, 'tags', M.labelText],
      ['a tag that is not text', { ...valid, tags: [1] }, 'tags.0', M.labelText],
      ['a long tag', { ...valid, tags: ['ok', 'x'.repeat(L.labelMax + 1)] }, 'tags.1', M.tagMax],
      ['too many tags', { ...valid, tags: tags(L.labelsMax + 1) }, 'tags', M.tagsMax],
      ['a long add-on', { ...valid, addOns: ['x'.repeat(L.labelMax + 1)] }, 'addOns.0', M.addOnMax],
      ['too many add-ons', { ...valid, addOns: tags(L.labelsMax + 1) }, 'addOns', M.addOnsMax],
    ];
    for (const [name, payload, field, message] of cases) {
      const response = await send(owner, 'POST', SCHEDULE_API.sessions(main()), payload);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect({ name, body: response.json() }).toEqual({
        name,
        body: { code: ERROR_CODES.invalidInput, message: `${field}: ${message}`, field },
      });
    }
    expect(await sessionCount()).toBe(before);
  });

  it("accepts the event's exact bounds, and a repeat of a tag in another case as one tag", async () => {
    const owner = await as('owner');
    const many = Array.from({ length: L.labelsMax }, (_, i) => `tag ${i}`);
    const response = await send(owner, 'POST', SCHEDULE_API.sessions(main()), {
      ...valid,
      startDateTime: '2030-01-01T00:00:00-05:00',
      endDateTime: '2030-01-04T00:00:00-05:00',
      tags: [...many, 'TAG 0'],
    });
    expect(response.statusCode).toBe(201);
    expect(ScheduleSessionDetailSchema.parse(response.json()).tags).toEqual(many);
  });

  it('replaces every field of a session on an edit, with the same checks', async () => {
    const owner = await as('owner');
    const { mixer } = s.fx.sessions;
    const url = SCHEDULE_API.session(main(), mixer);
    const edit = {
      title: 'Evening mixer (rooftop)',
      stageName: 'Rooftop',
      // The same day (Jan 1 in New York), later.
      startDateTime: '2030-01-01T20:00:00-05:00',
      endDateTime: '2030-01-01T23:00:00-05:00',
      format: 'IN_PERSON',
      tags: ['Networking', 'Drinks'],
      addOns: [],
    };
    const response = await send(owner, 'PUT', url, edit);
    expect(response.statusCode).toBe(200);
    expect(ScheduleSessionDetailSchema.parse(response.json())).toMatchObject({
      segmentId: mixer,
      title: 'Evening mixer (rooftop)',
      stageName: 'Rooftop',
      startDateTime: '2030-01-02T01:00:00.000Z',
      endDateTime: '2030-01-02T04:00:00.000Z',
      tags: ['Networking', 'Drinks'],
    });
    const refused = await send(owner, 'PUT', url, { ...edit, endDateTime: edit.startDateTime });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('endDateTime');
    const [row] = await s.db.select().from(segments).where(eq(segments.id, mixer));
    expect(row?.endDateTime.toISOString()).toBe('2030-01-02T04:00:00.000Z');
  });

  it("answers 404 for an unknown session or another event's, changing nothing", async () => {
    const owner = await as('owner');
    const [foreign] = s.fx.otherEventSessionIds;
    if (foreign === undefined) throw new Error('no foreign session');
    for (const id of [foreign, 2_147_483_000]) {
      const url = SCHEDULE_API.session(main(), id);
      for (const response of [
        await get(s.app, `/api${url}`, owner),
        await send(owner, 'PUT', url, valid),
        await send(owner, 'DELETE', `${url}?confirm=true`),
      ])
        expect(response.json()).toEqual({
          code: ERROR_CODES.notFound,
          message: M.sessionNotFound,
        });
    }
    const [kept] = await s.db.select().from(segments).where(eq(segments.id, foreign));
    expect(kept?.title).toBe('Webinar opening keynote');
    const bad = await get(s.app, `/api${SCHEDULE_API.sessions(main())}/abc`, owner);
    expect(bad.json()).toMatchObject({ code: ERROR_CODES.invalidInput, field: 'segmentId' });
  });

  it('deletes a session no group uses without asking', async () => {
    const owner = await as('owner');
    const { watch } = s.fx.sessions;
    const response = await send(owner, 'DELETE', SCHEDULE_API.session(main(), watch));
    expect(response.statusCode).toBe(204);
    expect((await get(s.app, `/api${SCHEDULE_API.session(main(), watch)}`, owner)).statusCode).toBe(
      404,
    );
  });

  it('logs a session created, edited (changed values) and deleted; refused writes log nothing', async () => {
    const owner = await as('owner');
    const start = (await entriesOf(s.db, main())).length;
    const created = await send(owner, 'POST', SCHEDULE_API.sessions(main()), {
      ...valid,
      title: 'Logged talk',
    });
    expect(created.statusCode).toBe(201);
    const id = ScheduleSessionDetailSchema.parse(created.json()).segmentId;
    const url = SCHEDULE_API.session(main(), id);
    const late = { ...valid, title: 'Moved', endDateTime: '2030-01-02T09:00:00-05:00' };
    expect((await send(owner, 'PUT', url, late)).statusCode).toBe(400);
    const edit = { ...valid, title: 'Logged keynote', tags: ['AI'] };
    expect((await send(owner, 'PUT', url, edit)).statusCode).toBe(200);
    expect((await send(owner, 'DELETE', SCHEDULE_API.session(main(), 999_999))).statusCode).toBe(
      404,
    );
    expect((await send(owner, 'DELETE', url)).statusCode).toBe(204);
    const values = {
      title: 'Logged talk',
      stageName: 'Main stage',
      startDateTime: '2030-01-02T15:00:00.000Z',
      endDateTime: '2030-01-02T16:00:00.000Z',
      format: 'VIRTUAL',
      tags: [],
      addOns: [],
    };
    const common = {
      actorUserId: s.fx.userId('owner'),
      actorName: `Test ${FIXTURE_USERS.owner}`,
      area: 'SCHEDULE',
      targetType: 'session',
      targetId: String(id),
    };
    expect((await entriesOf(s.db, main())).slice(start)).toEqual([
      expect.objectContaining({
        ...common,
        action: 'session.created',
        targetLabel: 'Logged talk',
        summary: "Created session 'Logged talk'",
        before: null,
        after: values,
      }),
      expect.objectContaining({
        ...common,
        action: 'session.edited',
        targetLabel: 'Logged keynote',
        summary: "Edited session 'Logged keynote'",
        before: { title: 'Logged talk', tags: [] },
        after: { title: 'Logged keynote', tags: ['AI'] },
      }),
      expect.objectContaining({
        ...common,
        action: 'session.deleted',
        targetLabel: 'Logged keynote',
        summary: "Deleted session 'Logged keynote'",
        before: { ...values, title: 'Logged keynote', tags: ['AI'] },
        after: null,
      }),
    ]);
  });

  it('needs the schedule permission, and an organizer to write', async () => {
    const { tips } = s.fx.sessions;
    for (const user of ['approver', 'inviter', 'booth', 'outsider'] as FixtureUser[]) {
      const session = await as(user);
      expect((await send(session, 'POST', SCHEDULE_API.sessions(main()), valid)).statusCode).toBe(
        403,
      );
      expect((await send(session, 'DELETE', SCHEDULE_API.session(main(), tips))).statusCode).toBe(
        403,
      );
    }
    // A moderator holding the permission reads the schedule, but the event is read-only to them.
    await s.db
      .update(eventRoles)
      .set({ permissions: ['EVENT_SETUP_SCHEDULE_WRITE'] })
      .where(and(eq(eventRoles.eventId, main()), eq(eventRoles.userId, s.fx.userId('inviter'))));
    const moderator = await as('inviter');
    expect(
      (await get(s.app, `/api${SCHEDULE_API.session(main(), tips)}`, moderator)).statusCode,
    ).toBe(200);
    const write = await send(moderator, 'PUT', SCHEDULE_API.session(main(), tips), valid);
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe(ERROR_CODES.readOnly);
    const [row] = await s.db.select().from(segments).where(eq(segments.id, tips));
    expect(row?.title).toBe('100% tips_and tricks');
  });
});
