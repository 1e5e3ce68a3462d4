import { after, before, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_API, ReportsOverviewSchema } from '@console/analytics-contract';
import { booths, featureFlags } from '../db/schema';
import { buildFixture, type FixtureUser } from '../testing/fixture';
import { get, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { refreshActivityAggregates } from './aggregates';
import { analyticsEventSettings } from './schema';
import { analyticsApp, analyticsEvent, insertFacts, loginAs } from './test-support';

describeApi('analytics reports overview', buildFixture, (s) => {
  let app: FastifyInstance;
  const sessions = new Map<FixtureUser, TestSession>();
  before(async () => {
    app = await analyticsApp(s.db);
    for (const user of ['owner', 'booth', 'approver', 'inviter', 'outsider'] as const)
      sessions.set(user, await loginAs(app, user));
  });
  after(() => app.close());

  const reports = (eventId: number, user: FixtureUser | null, query = '') =>
    get(
      app,
      `/api${ANALYTICS_API.reports(eventId)}${query}`,
      user ? sessions.get(user) : undefined,
    );
  const tabsOf = async (eventId: number, user: FixtureUser = 'owner') => {
    const response = await reports(eventId, user);
    expect(response.statusCode).toBe(200);
    return ReportsOverviewSchema.parse(response.json()).tabs.map((t) => t.dashboard);
  };

  it('gives the tabs of each format (spec §2.10), Sessions for flex virtual and hybrid events only', async () => {
    const virtual = await analyticsEvent(s.db, s.fx);
    const flex = await analyticsEvent(s.db, s.fx, { isFlex: true });
    const hybrid = await analyticsEvent(s.db, s.fx, { eventFormat: 'HYBRID', isFlex: true });
    const webinar = await analyticsEvent(s.db, s.fx, { type: 'WEBINAR' });
    const common = ['EVENT_SUMMARY', 'STAGES', 'BOOTHS', 'ROOMS'];
    const rest = ['NETWORKING', 'EMAILS', 'LEADERBOARD'];
    expect(await tabsOf(virtual.event.id)).toEqual([...common, ...rest]);
    expect(await tabsOf(flex.event.id)).toEqual([...common, 'SESSIONS', ...rest]);
    expect(await tabsOf(hybrid.event.id)).toEqual([...common, 'SESSIONS', ...rest]);
    expect(await tabsOf(webinar.event.id)).toEqual(['OVERVIEW', 'INSIGHTS', 'EMAILS']);
    const labels = ReportsOverviewSchema.parse(
      (await reports(virtual.event.id, 'owner')).json(),
    ).tabs;
    expect(labels[0]).toEqual({ dashboard: 'EVENT_SUMMARY', label: 'Event Summary' });
  });

  it('gives in-person events Summary and Emails, and Sessions where the event is configured for it', async () => {
    const plain = await analyticsEvent(s.db, s.fx, { eventFormat: 'IN_PERSON' });
    const configured = await analyticsEvent(s.db, s.fx, { eventFormat: 'IN_PERSON' });
    await s.db
      .insert(analyticsEventSettings)
      .values({ eventId: configured.event.id, inPersonSessionReports: true });
    expect(await tabsOf(plain.event.id)).toEqual(['SUMMARY', 'EMAILS']);
    expect(await tabsOf(configured.event.id)).toEqual(['SUMMARY', 'SESSIONS', 'EMAILS']);
  });

  it('limits a booth owner who is not an organizer to Booths; without a booth, the permission decides', async () => {
    const withBooth = await analyticsEvent(s.db, s.fx, { boothNames: ['Acme booth'] });
    const withoutBooth = await analyticsEvent(s.db, s.fx);
    expect(await tabsOf(withBooth.event.id, 'booth')).toEqual(['BOOTHS']);
    expect(await tabsOf(withoutBooth.event.id, 'booth')).toContain('EVENT_SUMMARY');
  });

  it('needs analytics read even from an organizer who owns a booth', async () => {
    const { event } = await analyticsEvent(s.db, s.fx);
    await s.db
      .insert(booths)
      .values({ eventId: event.id, name: 'Approver booth', ownerUserId: s.fx.userId('approver') });
    expect((await reports(event.id, 'approver')).statusCode).toBe(403);
  });

  it('needs analytics read: 401 without a session, 403 for the approver, inviter and outsider', async () => {
    const { event } = await analyticsEvent(s.db, s.fx);
    expect((await reports(event.id, null)).statusCode).toBe(401);
    for (const user of ['approver', 'inviter', 'outsider'] as const)
      expect((await reports(event.id, user)).statusCode).toBe(403);
    expect((await reports(2_147_483_000, 'owner')).statusCode).toBe(404);
    expect((await reports(event.id, 'owner', '?variant=other')).statusCode).toBe(400);
  });

  it('says when the reports were last updated: null until the first refresh', async () => {
    const { event, registrationIds } = await analyticsEvent(s.db, s.fx);
    const overview = async () =>
      ReportsOverviewSchema.parse((await reports(event.id, 'owner')).json());
    expect((await overview()).lastUpdatedAt).toBeNull();
    await insertFacts(s.db, event.id, [
      { registrationId: registrationIds[0] ?? null, kind: 'MEETING', at: '2030-01-01T10:00:00Z' },
    ]);
    const before = Date.now();
    await refreshActivityAggregates(s.db, event.id);
    const updated = (await overview()).lastUpdatedAt;
    expect(Date.parse(updated ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers the legacy variant only under the legacy analytics flag (an event row wins)', async () => {
    const on = await analyticsEvent(s.db, s.fx);
    const off = await analyticsEvent(s.db, s.fx);
    await s.db.insert(featureFlags).values({
      organizationId: s.fx.org.id,
      eventId: on.event.id,
      flag: 'ENABLE_LEGACY_ANALYTICS',
      enabled: true,
    });
    const legacyOff = await reports(off.event.id, 'owner', '?variant=legacy');
    expect(legacyOff.statusCode).toBe(403);
    expect(legacyOff.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
    expect((await reports(on.event.id, 'owner', '?variant=legacy')).statusCode).toBe(200);
    expect((await reports(off.event.id, 'owner', '?variant=current')).statusCode).toBe(200);
  });
});
