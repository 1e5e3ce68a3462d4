import { it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, FEATURE_FLAGS, PERMISSIONS } from '@console/shared/contract';
import { describeApi } from '../testing/suite';
import {
  buildFixture,
  FIXTURE_PASSWORD,
  FIXTURE_USERS,
  type FixtureUser,
} from '../testing/fixture';
import { get, login } from '../testing/http';
import { eventRoles, events } from '../db/schema';
import { integrations, organizationIntegrations, portals } from '../integrations/schema';

describeApi('events', buildFixture, (s) => {
  const as = (user: FixtureUser) => login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);

  it('lists only the events where the user has a role', async () => {
    const owner = await get(s.app, '/api/events', await as('owner'));
    expect(owner.statusCode).toBe(200);
    expect(owner.json().events.map((e: { name: string }) => e.name)).toEqual(['Main', 'Second']);
    expect(owner.json().events[0]).toMatchObject({
      eventId: s.fx.main.id,
      role: 'ORGANIZER',
      isOrganizer: true,
      type: 'EVENT',
    });

    const booth = await get(s.app, '/api/events', await as('booth'));
    expect(booth.json().events).toEqual([
      expect.objectContaining({ eventId: s.fx.main.id, role: 'SPONSOR', isOrganizer: false }),
    ]);
    expect((await get(s.app, '/api/events', await as('outsider'))).json()).toEqual({ events: [] });
    expect((await get(s.app, '/api/events')).statusCode).toBe(401);
  });

  it('answers the event context with access and flags (event rows override org rows)', async () => {
    const response = await get(s.app, `/api/events/${s.fx.main.id}/context`, await as('booth'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.event).toMatchObject({
      eventId: s.fx.main.id,
      eventFormat: 'VIRTUAL',
      isFlex: false,
    });
    expect(body.access).toEqual({
      eventId: s.fx.main.id,
      role: 'SPONSOR',
      eventRoleId: expect.any(Number),
      isOrganizer: false,
      isBoothOwner: true,
      ownedBoothIds: [s.fx.booth.id],
      permissions: ['ANALYTICS_REPORTS_READ'],
    });
    expect(Object.keys(body.flags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(body.flags).toMatchObject({
      ENABLE_GAMIFICATION: true,
      ENABLE_WEBINAR_EMBED: false,
      ENABLE_FLEX_SERIES: false,
    });

    const second = await get(s.app, `/api/events/${s.fx.second.id}/context`, await as('owner'));
    expect(second.json().flags.ENABLE_WEBINAR_EMBED).toBe(true);
    expect(second.json().access.permissions).toEqual([...PERMISSIONS]);
  });

  it('lists every event with a role, series, hubs, third-party and side events included', async () => {
    const base = {
      organizationId: s.fx.org.id,
      status: 'PUBLISHED' as const,
      tz: 'UTC',
      eventFormat: 'IN_PERSON' as const,
    };
    const when = (month: number) => ({
      startDateTime: new Date(`2030-0${month}-01T09:00:00Z`),
      endDateTime: new Date(`2030-0${month}-01T17:00:00Z`),
    });
    const [hub, partner] = await s.db
      .insert(events)
      .values([
        { ...base, ...when(3), name: 'Hub', type: 'HUB' },
        { ...base, ...when(4), name: 'Partner', type: 'THIRD_PARTY' },
        { ...base, ...when(6), name: 'Series', type: 'SERIES', eventFormat: 'VIRTUAL' },
      ])
      .returning();
    if (!hub || !partner) throw new Error('events missing');
    const [side] = await s.db
      .insert(events)
      .values({
        ...base,
        ...when(5),
        name: 'Side',
        type: 'SIDE_FIELD',
        sideEventParentId: partner.id,
      })
      .returning();
    const all = await s.db.select({ id: events.id }).from(events);
    const mine = all.filter((e) => e.id !== s.fx.main.id && e.id !== s.fx.second.id);
    await s.db.insert(eventRoles).values(
      mine.map((e) => ({
        eventId: e.id,
        userId: s.fx.userId('owner'),
        role: 'ORGANIZER' as const,
        permissions: [],
      })),
    );
    const list = (await get(s.app, '/api/events', await as('owner'))).json().events as {
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
    const empty = (await get(s.app, `/api/events/${s.fx.main.id}/context`, owner)).json();
    expect(empty).toMatchObject({ portals: [], hasEnabledIntegration: false });

    await s.db.insert(portals).values([
      { eventId: s.fx.main.id, name: 'Sponsors', portalType: 'SPONSOR', isEnabled: true },
      { eventId: s.fx.main.id, name: 'Speakers', portalType: 'SPEAKER', isEnabled: false },
    ]);
    await s.db.insert(integrations).values([
      { eventId: s.fx.main.id, integrationType: 'SALESFORCE', solutionStatus: 'DISABLE' },
      { eventId: s.fx.main.id, integrationType: 'UNKNOWN_CRM', solutionStatus: 'ENABLE' },
    ]);
    // Not flex yet: no portals; no supported enabled integration.
    expect((await get(s.app, `/api/events/${s.fx.main.id}/context`, owner)).json()).toMatchObject({
      portals: [],
      hasEnabledIntegration: false,
    });

    await s.db.update(events).set({ isFlex: true }).where(eq(events.id, s.fx.main.id));
    await s.db.insert(integrations).values({
      eventId: s.fx.main.id,
      integrationType: 'HUBSPOT',
      solutionStatus: 'ENABLE',
      configValues: [{ externalId: 'REVENUE_DASHBOARD_DATA_SYNC', value: 'true' }],
      revenueDashboardLastSyncObject: { value: 'COMPLETED' },
    });
    // Enabled only while the organization's integration is on too.
    await s.db
      .insert(organizationIntegrations)
      .values({ organizationId: s.fx.org.id, integrationType: 'HUBSPOT', status: 'ENABLE' });
    const body = (await get(s.app, `/api/events/${s.fx.main.id}/context`, owner)).json();
    expect(body.portals).toEqual([
      { portalId: expect.any(Number), name: 'Sponsors', portalType: 'SPONSOR', isEnabled: true },
    ]);
    expect(body.hasEnabledIntegration).toBe(true);
    await s.db.update(events).set({ isFlex: false }).where(eq(events.id, s.fx.main.id));

    const list = await get(s.app, `/api/events/${s.fx.main.id}/integrations`, owner);
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
      (await get(s.app, `/api/events/${s.fx.main.id}/integrations`, await as('approver')))
        .statusCode,
    ).toBe(403);
  });

  it('refuses the context to a user without a role (403), unknown events (404), bad ids (400)', async () => {
    const outsider = await as('outsider');
    const forbidden = await get(s.app, `/api/events/${s.fx.main.id}/context`, outsider);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe(ERROR_CODES.forbidden);
    expect((await get(s.app, '/api/events/999999/context', outsider)).statusCode).toBe(404);
    const bad = await get(s.app, '/api/events/abc/context', outsider);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: ERROR_CODES.invalidInput, field: 'eventId' });
    expect((await get(s.app, `/api/events/${s.fx.main.id}/context`)).statusCode).toBe(401);
  });
});
