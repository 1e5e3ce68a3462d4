import { it } from 'node:test';
import { expect } from 'expect';
import { ERROR_CODES, PERMISSIONS } from '@console/shared/contract';
import {
  SCHEDULE_API,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  ScheduleDaysSchema,
  ScheduleSessionPageSchema,
} from '@console/event-setup-contract';
import { eventRoles, events } from '../db/schema';
import { FIXTURE_PASSWORD, FIXTURE_USERS, type FixtureUser } from '../testing/fixture';
import { get, login } from '../testing/http';
import { describeApi } from '../testing/suite';
import type { SessionKey } from '../sessions/sessions-fixture';
import { buildScheduleFixture } from './schedule-fixture';

describeApi('schedule: days and sessions by day', buildScheduleFixture, (s) => {
  const as = (user: FixtureUser) => login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
  const listUrl = (query = '', eventId = s.fx.main.id) =>
    `/api${SCHEDULE_API.sessions(eventId)}${query}`;
  const idsFor = (keys: SessionKey[]) => keys.map((k) => s.fx.sessions[k]);

  async function list(query = '') {
    const response = await get(s.app, listUrl(query), await as('owner'));
    expect(response.statusCode).toBe(200);
    return ScheduleSessionPageSchema.parse(response.json());
  }
  const idsOf = async (query: string) => (await list(query)).items.map((i) => i.segmentId);

  async function days(eventId: number) {
    const response = await get(s.app, `/api${SCHEDULE_API.days(eventId)}`, await as('owner'));
    expect(response.statusCode).toBe(200);
    return ScheduleDaysSchema.parse(response.json());
  }

  it("lists the event's days in its time zone with their session counts and the session bounds", async () => {
    expect(await days(s.fx.main.id)).toEqual({
      timeZone: 'America/New_York',
      firstDay: '2030-01-01',
      lastDay: '2030-01-03',
      // Midnight of Jan 1 and of Jan 4 in New York (EST, UTC-5).
      startsFrom: '2030-01-01T05:00:00.000Z',
      endsBy: '2030-01-04T05:00:00.000Z',
      // The mixer (Jan 1 19:30 EST, Jan 2 in UTC) counts on Jan 1; the hackathon on Jan 3.
      days: [
        { day: '2030-01-01', sessionCount: 4, inEvent: true },
        { day: '2030-01-02', sessionCount: 2, inEvent: true },
        { day: '2030-01-03', sessionCount: 2, inEvent: true },
      ],
      sessionTotal: 8,
    });
  });

  it("adds a day outside the event's dates that still has sessions, so they can be reached", async () => {
    // The second event is one day (Feb 1); a session kept from before starts on Feb 5.
    const second = await days(s.fx.second.id);
    expect(second.days).toEqual([
      { day: '2030-02-01', sessionCount: 1, inEvent: true },
      { day: '2030-02-05', sessionCount: 1, inEvent: false },
    ]);
    expect(second).toMatchObject({ firstDay: '2030-02-01', lastDay: '2030-02-01' });
  });

  it('lists one day of sessions by start then id, with every field of a row', async () => {
    const body = await list('?day=2030-01-01');
    expect(body.total).toBe(4);
    expect(body.items.map((i) => i.segmentId)).toEqual(
      idsFor(['keynote', 'watch', 'workshop', 'mixer']),
    );
    expect(body.items[0]).toEqual({
      segmentId: s.fx.sessions.keynote,
      title: 'Opening keynote',
      stageName: 'Main stage',
      startDateTime: '2030-01-01T14:00:00.000Z',
      endDateTime: '2030-01-01T15:00:00.000Z',
      format: 'VIRTUAL',
      tags: ['Keynote', 'AI'],
      addOns: ['Recording'],
    });
    expect(await idsOf('?day=2030-01-03')).toEqual(idsFor(['tips', 'hackathon']));
    expect(await list('?day=2030-01-05')).toEqual({ items: [], total: 0 });
    expect((await list()).total).toBe(8);
  });

  it('pages on the server, counting every match of the day', async () => {
    const page = await list('?day=2030-01-01&limit=2&offset=2');
    expect(page.total).toBe(4);
    expect(page.items.map((i) => i.segmentId)).toEqual(idsFor(['workshop', 'mixer']));
    expect(await list('?day=2030-01-01&offset=40')).toEqual({ items: [], total: 4 });
    expect((await list('?limit=3')).items).toHaveLength(3);
    expect(SCHEDULE_LIMITS.pageSize).toBeGreaterThanOrEqual(50);
  });

  it('searches titles within the day, case-insensitively', async () => {
    expect(await idsOf('?day=2030-01-01&query=KEYNOTE')).toEqual(idsFor(['keynote', 'watch']));
    expect(await idsOf('?day=2030-01-02&query=keynote')).toEqual([]);
    expect(await idsOf('?query=%25')).toEqual(idsFor(['tips']));
    expect(await idsOf('?day=2030-01-01&query=%20deep%20dive%20')).toEqual(idsFor(['workshop']));
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const owner = await as('owner');
    const cases: [string, string, string | null][] = [
      ['?day=2030-02-30', 'day', SCHEDULE_MESSAGES.day],
      ['?day=20300101', 'day', SCHEDULE_MESSAGES.day],
      [`?query=${'x'.repeat(SCHEDULE_LIMITS.searchMax + 1)}`, 'query', SCHEDULE_MESSAGES.searchMax],
      ['?limit=0', 'limit', null],
      [`?limit=${SCHEDULE_LIMITS.maxPageSize + 1}`, 'limit', null],
      ['?offset=-1', 'offset', null],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(s.app, listUrl(query), owner);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ code: ERROR_CODES.invalidInput, field });
      if (message) expect(response.json().message).toBe(`${field}: ${message}`);
    }
  });

  it('needs a session and the schedule permission; an unknown event is a 404', async () => {
    expect((await get(s.app, listUrl())).statusCode).toBe(401);
    for (const user of ['approver', 'inviter', 'booth', 'outsider'] as FixtureUser[]) {
      const session = await as(user);
      for (const url of [listUrl(), `/api${SCHEDULE_API.days(s.fx.main.id)}`]) {
        const response = await get(s.app, url, session);
        expect({ user, url, status: response.statusCode }).toEqual({ user, url, status: 403 });
      }
    }
    expect((await get(s.app, listUrl('', 2_147_483_000), await as('owner'))).statusCode).toBe(404);
  });

  it('has no schedule for a series: 404 saying which events have one', async () => {
    const [series] = await s.db
      .insert(events)
      .values({
        organizationId: s.fx.org.id,
        name: 'A series',
        type: 'SERIES',
        eventFormat: 'VIRTUAL',
        status: 'PUBLISHED',
        tz: 'UTC',
        startDateTime: new Date('2030-03-01T09:00:00Z'),
        endDateTime: new Date('2030-03-01T17:00:00Z'),
      })
      .returning();
    if (!series) throw new Error('series missing');
    await s.db.insert(eventRoles).values({
      eventId: series.id,
      userId: s.fx.userId('owner'),
      role: 'ORGANIZER',
      permissions: [...PERMISSIONS],
    });
    const response = await get(s.app, listUrl('', series.id), await as('owner'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: ERROR_CODES.notFound,
      message: SCHEDULE_MESSAGES.notForEventType,
    });
  });
});
