import { it } from 'node:test';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import { audienceGroups } from '../db/schema';
import { describeApi } from '../testing/suite';
import { FIXTURE_PASSWORD, FIXTURE_USERS, type FixtureUser } from '../testing/fixture';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import { buildSessionsFixture } from './sessions-fixture';
import { SESSION_API, SESSION_LIMITS, SessionMappingSchema } from '@console/people-contract';

describeApi('session mapping', buildSessionsFixture, (s) => {
  const as = (user: FixtureUser) => login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
  const url = (groupId: number | string, eventId = s.fx.main.id) =>
    `/api${SESSION_API.mapping(eventId, groupId as number)}`;
  const put = (session: TestSession, target: string, payload: unknown) =>
    s.app.inject({
      method: 'PUT',
      url: target,
      headers: { ...sessionHeaders(session, true), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const mapped = async (groupId: number) => {
    const response = await get(s.app, url(groupId), await as('owner'));
    expect(response.statusCode).toBe(200);
    return SessionMappingSchema.parse(response.json()).segmentIds;
  };

  it('starts empty and replaces the whole set on each save (duplicates ignored)', async () => {
    const owner = await as('owner');
    const { keynote, mixer, security } = s.fx.sessions;
    expect(await mapped(s.fx.custom.id)).toEqual([]);

    const saved = await put(owner, url(s.fx.custom.id), { segmentIds: [mixer, keynote, mixer] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      audienceGroupId: s.fx.custom.id,
      segmentIds: [keynote, mixer].sort((a, b) => a - b),
    });
    expect(await mapped(s.fx.custom.id)).toEqual([keynote, mixer].sort((a, b) => a - b));

    expect(
      (await put(owner, url(s.fx.custom.id), { segmentIds: [security, mixer] })).statusCode,
    ).toBe(200);
    expect(await mapped(s.fx.custom.id)).toEqual([mixer, security].sort((a, b) => a - b));

    expect((await put(owner, url(s.fx.custom.id), { segmentIds: [] })).statusCode).toBe(200);
    expect(await mapped(s.fx.custom.id)).toEqual([]);
  });

  it("keeps each group's mapping apart", async () => {
    const owner = await as('owner');
    const { panel, tips } = s.fx.sessions;
    await put(owner, url(s.fx.invite.id), { segmentIds: [panel] });
    await put(owner, url(s.fx.custom.id), { segmentIds: [tips] });
    expect(await mapped(s.fx.invite.id)).toEqual([panel]);
    expect(await mapped(s.fx.custom.id)).toEqual([tips]);
  });

  it("refuses another event's sessions or unknown ids with a 400 naming them, changing nothing", async () => {
    const owner = await as('owner');
    const { workshop } = s.fx.sessions;
    await put(owner, url(s.fx.custom.id), { segmentIds: [workshop] });
    const [foreign] = s.fx.otherEventSessionIds;
    for (const ids of [[workshop, foreign], [2_147_483_000]]) {
      const response = await put(owner, url(s.fx.custom.id), { segmentIds: ids });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ code: ERROR_CODES.invalidInput, field: 'segmentIds' });
      expect(body.message).toContain(String(ids.at(-1)));
      expect(body.message).toContain('not a session of this event');
      expect(await mapped(s.fx.custom.id)).toEqual([workshop]);
    }
  });

  it("answers 404 for an unknown group or another event's group", async () => {
    const owner = await as('owner');
    const [otherGroup] = await s.db
      .insert(audienceGroups)
      .values({ eventId: s.fx.second.id, type: 'CUSTOM', name: 'Webinar group' })
      .returning();
    if (!otherGroup) throw new Error('group missing');
    for (const groupId of [2_147_483_000, otherGroup.id]) {
      const read = await get(s.app, url(groupId), owner);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({
        code: ERROR_CODES.notFound,
        message: 'Audience group not found',
      });
      const write = await put(owner, url(groupId), { segmentIds: [] });
      expect(write.statusCode).toBe(404);
    }
    // The same group through its own event answers.
    expect((await get(s.app, url(otherGroup.id, s.fx.second.id), owner)).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const owner = await as('owner');
    const tooMany = Array.from({ length: SESSION_LIMITS.mappingMaxIds + 1 }, (_, i) => i + 1);
    const cases: [unknown, string][] = [
      [{}, 'segmentIds'],
      [{ segmentIds: 'all' }, 'segmentIds'],
      [{ segmentIds: [0] }, 'segmentIds.0'],
      [{ segmentIds: [-3] }, 'segmentIds.0'],
      [{ segmentIds: [1.5] }, 'segmentIds.0'],
      [{ segmentIds: [2_147_483_648] }, 'segmentIds.0'],
      [{ segmentIds: ['1'] }, 'segmentIds.0'],
      [{ segmentIds: tooMany }, 'segmentIds'],
    ];
    for (const [payload, field] of cases) {
      const response = await put(owner, url(s.fx.custom.id), payload);
      expect({
        payload: JSON.stringify(payload).slice(0, 40),
        status: response.statusCode,
      }).toEqual({
        payload: JSON.stringify(payload).slice(0, 40),
        status: 400,
      });
      expect(response.json().field).toBe(field);
    }
    for (const groupId of ['abc', '0', '2147483648']) {
      const response = await get(s.app, url(groupId), owner);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('audienceGroupId');
    }
  });

  it('needs the audience groups permission to read or save', async () => {
    const { keynote } = s.fx.sessions;
    for (const user of ['inviter', 'approver', 'booth', 'outsider'] as FixtureUser[]) {
      const session = await as(user);
      expect((await get(s.app, url(s.fx.custom.id), session)).statusCode).toBe(403);
      expect((await put(session, url(s.fx.custom.id), { segmentIds: [keynote] })).statusCode).toBe(
        403,
      );
    }
    expect(await mapped(s.fx.custom.id)).not.toContain(keynote);
    const anonymous = await get(s.app, url(s.fx.custom.id));
    expect(anonymous.statusCode).toBe(401);
  });
});
