import { after as afterAll, before as beforeAll, describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, FEATURE_FLAGS, PERMISSIONS } from '@console/shared/contract';
import { buildApp } from '../app';
import type { DbHandle } from '../db/client';
import { testDatabases } from '../testing/databases';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS, type Fixture, type FixtureUser } from '../testing/fixture';
import { get, login } from '../testing/http';


for (const database of testDatabases()) {
  describe(`events (${database.name})`, () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let fx: Fixture;
  const as = (user: FixtureUser) => login(app, FIXTURE_USERS[user], FIXTURE_PASSWORD);

  beforeAll(async () => {
    handle = await database.open();
    fx = await buildFixture(handle.db);
    app = await buildApp({ db: handle.db });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('lists only the events where the user has a role', async () => {
    const owner = await get(app, '/api/events', await as('owner'));
    expect(owner.statusCode).toBe(200);
    expect(owner.json().events.map((e: { name: string }) => e.name)).toEqual(['Main', 'Second']);
    expect(owner.json().events[0]).toMatchObject({ eventId: fx.main.id, role: 'ORGANIZER', isOrganizer: true, type: 'EVENT' });

    const booth = await get(app, '/api/events', await as('booth'));
    expect(booth.json().events).toEqual([expect.objectContaining({ eventId: fx.main.id, role: 'SPONSOR', isOrganizer: false })]);
    expect((await get(app, '/api/events', await as('outsider'))).json()).toEqual({ events: [] });
    expect((await get(app, '/api/events')).statusCode).toBe(401);
  });

  it('answers the event context with access and flags (event rows override org rows)', async () => {
    const response = await get(app, `/api/events/${fx.main.id}/context`, await as('booth'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.event).toMatchObject({ eventId: fx.main.id, eventFormat: 'VIRTUAL', isFlex: false });
    expect(body.access).toEqual({
      eventId: fx.main.id,
      role: 'SPONSOR',
      eventRoleId: expect.any(Number),
      isOrganizer: false,
      isBoothOwner: true,
      ownedBoothIds: [fx.booth.id],
      permissions: [],
    });
    expect(Object.keys(body.flags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(body.flags).toMatchObject({ ENABLE_GAMIFICATION: true, ENABLE_WEBINAR_EMBED: false, ENABLE_FLEX_SERIES: false });

    const second = await get(app, `/api/events/${fx.second.id}/context`, await as('owner'));
    expect(second.json().flags.ENABLE_WEBINAR_EMBED).toBe(true);
    expect(second.json().access.permissions).toEqual([...PERMISSIONS]);
  });

  it('refuses the context to a user without a role (403), unknown events (404), bad ids (400)', async () => {
    const outsider = await as('outsider');
    const forbidden = await get(app, `/api/events/${fx.main.id}/context`, outsider);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe(ERROR_CODES.forbidden);
    expect((await get(app, '/api/events/999999/context', outsider)).statusCode).toBe(404);
    const bad = await get(app, '/api/events/abc/context', outsider);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: ERROR_CODES.invalidInput, field: 'eventId' });
    expect((await get(app, `/api/events/${fx.main.id}/context`)).statusCode).toBe(401);
  });
});
}
