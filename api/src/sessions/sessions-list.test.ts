import { it } from 'node:test';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import { describeApi } from '../testing/suite';
import { FIXTURE_PASSWORD, FIXTURE_USERS, type FixtureUser } from '../testing/fixture';
import { get, login } from '../testing/http';
import { buildSessionsFixture, type SessionKey } from './sessions-fixture';
import {
  SESSION_API,
  SESSION_LIMITS,
  SessionDaysResponseSchema,
  SessionListResponseSchema,
  SessionTagsResponseSchema,
} from '@console/people-contract';

describeApi('session list', buildSessionsFixture, (s) => {
  const as = (user: FixtureUser) => login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
  const listUrl = (query = '') => `/api${SESSION_API.list(s.fx.main.id)}${query}`;
  const idsFor = (keys: SessionKey[]) => keys.map((k) => s.fx.sessions[k]);

  async function list(query = '') {
    const response = await get(s.app, listUrl(query), await as('owner'));
    expect(response.statusCode).toBe(200);
    return SessionListResponseSchema.parse(response.json());
  }
  const idsOf = async (query: string) => (await list(query)).items.map((i) => i.segmentId);

  it('needs a session, the audience groups permission and a known event', async () => {
    expect((await get(s.app, listUrl())).statusCode).toBe(401);
    for (const user of ['inviter', 'approver', 'booth', 'outsider'] as FixtureUser[]) {
      const response = await get(s.app, listUrl(), await as(user));
      expect({ user, status: response.statusCode }).toEqual({ user, status: 403 });
    }
    const missing = await get(s.app, `/api${SESSION_API.list(424242)}`, await as('owner'));
    expect(missing.statusCode).toBe(404);
  });

  it("lists the event's sessions by start then id, with every field of a row", async () => {
    const body = await list();
    expect(body.total).toBe(8);
    expect(body.items.map((i) => i.segmentId)).toEqual(
      idsFor(['keynote', 'watch', 'workshop', 'mixer', 'security', 'panel', 'tips', 'hackathon']),
    );
    expect(body.items[0]).toEqual({
      segmentId: s.fx.sessions.keynote,
      title: 'Opening keynote',
      stageName: 'Main stage',
      startDateTime: '2030-01-01T14:00:00.000Z',
      endDateTime: '2030-01-01T15:00:00.000Z',
      tags: ['Keynote', 'AI'],
      format: 'VIRTUAL',
      addOns: ['Recording'],
    });
  });

  it('pages with limit and offset, counting every match', async () => {
    const page = await list('?limit=2&offset=2');
    expect(page.total).toBe(8);
    expect(page.items.map((i) => i.segmentId)).toEqual(idsFor(['workshop', 'mixer']));
    const past = await list('?offset=40');
    expect(past).toEqual({ items: [], total: 8 });
    expect(SESSION_LIMITS.pageSize).toBeGreaterThanOrEqual(20);
  });

  it('searches titles case-insensitively, within the event, with % and _ taken literally', async () => {
    expect(await idsOf('?query=KEYNOTE')).toEqual(idsFor(['keynote', 'watch']));
    expect(await idsOf('?query=deep%20dive')).toEqual(idsFor(['workshop']));
    expect(await idsOf('?query=%25')).toEqual(idsFor(['tips']));
    expect(await idsOf('?query=s_a')).toEqual(idsFor(['tips']));
    expect(await idsOf('?query=opening')).toEqual(idsFor(['keynote']));
    expect(await list('?query=nothing%20like%20this')).toEqual({ items: [], total: 0 });
  });

  it('filters by tags (any of), one tag or several', async () => {
    expect(await idsOf('?tags=Networking')).toEqual(idsFor(['watch', 'mixer']));
    expect(await idsOf('?tags=AI&tags=Cloud')).toEqual(idsFor(['keynote', 'workshop', 'panel']));
    expect(await idsOf('?tags=Webinar%20only')).toEqual([]);
  });

  it('filters by format', async () => {
    expect(await idsOf('?formats=IN_PERSON')).toEqual(idsFor(['watch', 'workshop', 'mixer']));
    expect((await list('?formats=IN_PERSON&formats=VIRTUAL')).total).toBe(8);
  });

  it("filters by start day in the event's time zone, not UTC", async () => {
    // The mixer starts Jan 1 19:30 in New York, which is Jan 2 00:30 UTC.
    expect(await idsOf('?days=2030-01-01')).toEqual(
      idsFor(['keynote', 'watch', 'workshop', 'mixer']),
    );
    expect(await idsOf('?days=2030-01-02')).toEqual(idsFor(['security', 'panel']));
    expect(await idsOf('?days=2030-01-04')).toEqual([]);
    expect(await idsOf('?days=2030-01-02&days=2030-01-03')).toEqual(
      idsFor(['security', 'panel', 'tips', 'hackathon']),
    );
  });

  it('combines search and filters', async () => {
    const body = await list('?query=keynote&tags=Networking&formats=IN_PERSON&days=2030-01-01');
    expect(body).toEqual({
      items: [expect.objectContaining({ title: 'Keynote watch party' })],
      total: 1,
    });
  });

  it("lists the event's tags alphabetically and its days in its time zone", async () => {
    const owner = await as('owner');
    const tags = await get(s.app, `/api${SESSION_API.tags(s.fx.main.id)}`, owner);
    expect(SessionTagsResponseSchema.parse(tags.json()).tags).toEqual([
      'Advanced',
      'AI',
      'Beginner',
      'Cloud',
      'Keynote',
      'Networking',
      'Security',
      'Workshop',
    ]);
    const days = await get(s.app, `/api${SESSION_API.days(s.fx.main.id)}`, owner);
    // The hackathon starts Jan 3 21:00 in New York (Jan 4 in UTC): no Jan 4.
    expect(SessionDaysResponseSchema.parse(days.json()).days).toEqual([
      '2030-01-01',
      '2030-01-02',
      '2030-01-03',
    ]);
    const otherDays = await get(s.app, `/api${SESSION_API.days(s.fx.second.id)}`, owner);
    expect(otherDays.json()).toEqual({ days: ['2030-02-01', '2030-02-05'] });
    const otherTags = await get(s.app, `/api${SESSION_API.tags(s.fx.second.id)}`, owner);
    expect(otherTags.json()).toEqual({ tags: ['Webinar only'] });
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const owner = await as('owner');
    const cases: [string, string][] = [
      ['?formats=HYBRID', 'formats'],
      ['?days=2030-02-30', 'days'],
      ['?days=20300101', 'days'],
      ['?days=0000-01-01', 'days'],
      ['?query=a%00b', 'query'],
      [`?query=${'x'.repeat(SESSION_LIMITS.searchMax + 1)}`, 'query'],
      ['?tags=a%00b', 'tags'],
      [`?${Array.from({ length: 101 }, (_, i) => `tags=t${i}`).join('&')}`, 'tags'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?offset=-1', 'offset'],
    ];
    for (const [query, field] of cases) {
      const response = await get(s.app, listUrl(query), owner);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().code).toBe(ERROR_CODES.invalidInput);
      expect(response.json().field).toMatch(new RegExp(`^${field}`));
    }
  });
});
