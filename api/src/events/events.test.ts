import { after as afterAll, before as beforeAll, describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, FEATURE_FLAGS, PERMISSIONS } from '@console/shared/contract';
import { buildApp } from '../app';
import type { DbHandle } from '../db/client';
import { testDatabases } from '../testing/databases';
import {
  buildFixture,
  FIXTURE_PASSWORD,
  FIXTURE_USERS,
  type Fixture,
  type FixtureUser,
} from '../testing/fixture';
import { get, login } from '../testing/http';
import { eventRoles, events } from '../db/schema';
import { integrations, portals } from '../integrations/schema';

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
      expect(owner.json().events[0]).toMatchObject({
        eventId: fx.main.id,
        role: 'ORGANIZER',
        isOrganizer: true,
        type: 'EVENT',
      });

      const booth = await get(app, '/api/events', await as('booth'));
      expect(booth.json().events).toEqual([
        expect.objectContaining({ eventId: fx.main.id, role: 'SPONSOR', isOrganizer: false }),
      ]);
      expect((await get(app, '/api/events', await as('outsider'))).json()).toEqual({ events: [] });
      expect((await get(app, '/api/events')).statusCode).toBe(401);
    });

    it('answers the event context with access and flags (event rows override org rows)', async () => {
      const response = await get(app, `/api/events/${fx.main.id}/context`, await as('booth'));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.event).toMatchObject({
        eventId: fx.main.id,
        eventFormat: 'VIRTUAL',
        isFlex: false,
      });
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
      expect(body.flags).toMatchObject({
        ENABLE_GAMIFICATION: true,
        ENABLE_WEBINAR_EMBED: false,
        ENABLE_FLEX_SERIES: false,
      });

      const second = await get(app, `/api/events/${fx.second.id}/context`, await as('owner'));
      expect(second.json().flags.ENABLE_WEBINAR_EMBED).toBe(true);
      expect(second.json().access.permissions).toEqual([...PERMISSIONS]);
    });

    it('lists every event with a role, series, hubs, third-party and side events included', async () => {
      const base = {
        organizationId: fx.org.id,
        status: 'PUBLISHED' as const,
        tz: 'UTC',
        eventFormat: 'IN_PERSON' as const,
      };
      const when = (month: number) => ({
        startDateTime: new Date(`2030-0${month}-01T09:00:00Z`),
        endDateTime: new Date(`2030-0${month}-01T17:00:00Z`),
      });
      const [hub, partner] = await handle.db
        .insert(events)
        .values([
          { ...base, ...when(3), name: 'Hub', type: 'HUB' },
          { ...base, ...when(4), name: 'Partner', type: 'THIRD_PARTY' },
          { ...base, ...when(6), name: 'Series', type: 'SERIES', eventFormat: 'VIRTUAL' },
        ])
        .returning();
      if (!hub || !partner) throw new Error('events missing');
      const [side] = await handle.db
        .insert(events)
        .values({
          ...base,
          ...when(5),
          name: 'Side',
          type: 'SIDE_FIELD',
          sideEventParentId: partner.id,
        })
        .returning();
      const all = await handle.db.select({ id: events.id }).from(events);
      const mine = all.filter((e) => e.id !== fx.main.id && e.id !== fx.second.id);
      await handle.db.insert(eventRoles).values(
        mine.map((e) => ({
          eventId: e.id,
          userId: fx.userId('owner'),
          role: 'ORGANIZER' as const,
          permissions: [],
        })),
      );
      const list = (await get(app, '/api/events', await as('owner'))).json().events as {
        name: string;
        type: string;
        sideEventParentId: number | null;
      }[];
      expect(list.map((e) => [e.name, e.type])).toEqual([
        ['Main', 'EVENT'],
        ['Second', 'WEBINAR'],
        ['Hub', 'HUB'],
        ['Partner', 'THIRD_PARTY'],
        ['Side', 'SIDE_FIELD'],
        ['Series', 'SERIES'],
      ]);
      expect(list.find((e) => e.name === 'Side')?.sideEventParentId).toBe(partner.id);
      expect(side).toBeDefined();
    });

    it('answers portals (enabled, flex only) and hasEnabledIntegration (supported + ENABLE) in the context', async () => {
      const owner = await as('owner');
      const empty = (await get(app, `/api/events/${fx.main.id}/context`, owner)).json();
      expect(empty).toMatchObject({ portals: [], hasEnabledIntegration: false });

      await handle.db.insert(portals).values([
        { eventId: fx.main.id, name: 'Sponsors', portalType: 'SPONSOR', isEnabled: true },
        { eventId: fx.main.id, name: 'Speakers', portalType: 'SPEAKER', isEnabled: false },
      ]);
      await handle.db.insert(integrations).values([
        { eventId: fx.main.id, integrationType: 'SALESFORCE', solutionStatus: 'DISABLE' },
        { eventId: fx.main.id, integrationType: 'UNKNOWN_CRM', solutionStatus: 'ENABLE' },
      ]);
      // Not flex yet: no portals; no supported enabled integration.
      expect((await get(app, `/api/events/${fx.main.id}/context`, owner)).json()).toMatchObject({
        portals: [],
        hasEnabledIntegration: false,
      });

      await handle.db.update(events).set({ isFlex: true }).where(eq(events.id, fx.main.id));
      await handle.db.insert(integrations).values({
        eventId: fx.main.id,
        integrationType: 'HUBSPOT',
        solutionStatus: 'ENABLE',
        configValues: [{ externalId: 'REVENUE_DASHBOARD_DATA_SYNC', value: 'true' }],
        revenueDashboardLastSyncObject: { value: 'COMPLETED' },
      });
      const body = (await get(app, `/api/events/${fx.main.id}/context`, owner)).json();
      expect(body.portals).toEqual([
        { portalId: expect.any(Number), name: 'Sponsors', portalType: 'SPONSOR', isEnabled: true },
      ]);
      expect(body.hasEnabledIntegration).toBe(true);
      await handle.db.update(events).set({ isFlex: false }).where(eq(events.id, fx.main.id));

      const list = await get(app, `/api/events/${fx.main.id}/integrations`, owner);
      expect(list.statusCode).toBe(200);
      expect(list.json().integrations).toHaveLength(3);
      expect(list.json().integrations[2]).toEqual({
        integrationType: 'HUBSPOT',
        solutionStatus: 'ENABLE',
        configValue: {
          configValues: [{ externalId: 'REVENUE_DASHBOARD_DATA_SYNC', value: 'true' }],
        },
        revenueDashboardDataSyncAt: null,
        revenueDashboardLastSyncObject: { value: 'COMPLETED' },
      });
      expect(
        (await get(app, `/api/events/${fx.main.id}/integrations`, await as('approver'))).statusCode,
      ).toBe(403);
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
