import { it } from 'node:test';
import { expect } from 'expect';
import { and, asc, eq } from 'drizzle-orm';
import {
  ANALYTICS_API,
  ANALYTICS_EXTRA_MESSAGES,
  RevenueDashboardSchema,
  RevenueSyncStartedSchema,
  SYNC_WINDOW_MS,
} from '@console/analytics-contract';
import {
  ERROR_CODES,
  REVENUE_DASHBOARD_SYNC_CONFIG_ID,
  type Permission,
} from '@console/shared/contract';
import { eventRoles } from '../db/schema';
import {
  crmDeals,
  crmDealStages,
  integrations,
  organizationIntegrations,
} from '../integrations/schema';
import { jobs } from '../jobs/schema';
import {
  buildFixture,
  FIXTURE_PASSWORD,
  FIXTURE_USERS,
  type FixtureUser,
} from '../testing/fixture';
import { entriesOf } from '../activity-log/testing';
import { freshEvent } from '../testing/fresh-event';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { formatInEventZone } from './format-time';
import { SYNC_STARTS_PER_WINDOW } from './sync-attempts';
import { REVENUE_SYNC_JOB_KIND } from './sync-payload';

const HOUR = 60 * 60 * 1000;
const permitted = (value: boolean) => [
  { externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: value ? 'true' : 'false' },
];

async function prepare(db: Parameters<typeof buildFixture>[0]) {
  const fx = await buildFixture(db);
  await db.insert(organizationIntegrations).values([
    { organizationId: fx.org.id, integrationType: 'SALESFORCE', status: 'ENABLE' },
    { organizationId: fx.org.id, integrationType: 'HUBSPOT', status: 'DISABLE' },
  ]);
  return fx;
}

describeApi('revenue dashboard', prepare, (s) => {
  const as = (user: FixtureUser) => login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
  const dashboard = async (eventId: number, session: TestSession) => {
    const response = await get(s.app, `/api${ANALYTICS_API.revenue(eventId)}`, session);
    expect(response.statusCode).toBe(200);
    return RevenueDashboardSchema.parse(response.json());
  };
  const sync = (eventId: number, session: TestSession) =>
    s.app.inject({
      method: 'POST',
      url: `/api${ANALYTICS_API.revenueSync(eventId)}`,
      headers: sessionHeaders(session, true),
    });
  /** A fresh event (zone New York) with a Salesforce integration in the given state. */
  const eventWith = async (values: Partial<typeof integrations.$inferInsert> = {}) => {
    const { event } = await freshEvent(s.db, s.fx, {
      name: `Revenue ${Math.random()}`,
      tz: 'America/New_York',
    });
    const [integration] = await s.db
      .insert(integrations)
      .values({
        eventId: event.id,
        integrationType: 'SALESFORCE',
        solutionStatus: 'ENABLE',
        configValues: permitted(true),
        ...values,
      })
      .returning();
    if (!integration) throw new Error('integration missing');
    return { event, integration };
  };
  const integrationNow = async (id: number) =>
    (await s.db.select().from(integrations).where(eq(integrations.id, id)))[0];

  it('answers no integration and no figures for an event without a revenue integration', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'No CRM' });
    await s.db
      .insert(integrations)
      .values({ eventId: event.id, integrationType: 'MARKETO', solutionStatus: 'ENABLE' });
    expect(await dashboard(event.id, await as('owner'))).toEqual({
      integration: null,
      switchesOff: [],
      revenue: null,
    });
  });

  it('answers the integration with its effective status and no figures before the first sync', async () => {
    const owner = await as('owner');
    const { event } = await eventWith();
    expect(await dashboard(event.id, owner)).toEqual({
      integration: {
        integrationType: 'SALESFORCE',
        solutionStatus: 'ENABLE',
        configValue: { configValues: permitted(true) },
        revenueDashboardDataSyncAt: null,
        revenueDashboardLastSyncObject: null,
      },
      switchesOff: [],
      revenue: null,
    });
    // HubSpot is off for the organization: its event rows are off whatever they say.
    const hubspot = await freshEvent(s.db, s.fx, { name: 'On HubSpot' });
    await s.db.insert(integrations).values({
      eventId: hubspot.event.id,
      integrationType: 'HUBSPOT',
      solutionStatus: 'ENABLE',
      configValues: permitted(true),
    });
    expect(await dashboard(hubspot.event.id, owner)).toMatchObject({
      integration: { solutionStatus: 'DISABLE' },
      switchesOff: ['ORGANIZATION'],
    });
  });

  it('says which switch keeps the integration off, the organization’s first: the page links to it', async () => {
    const owner = await as('owner');
    const offFor = async (values: Partial<typeof integrations.$inferInsert>) =>
      (await dashboard((await eventWith(values)).event.id, owner)).switchesOff;
    expect(await offFor({})).toEqual([]);
    expect(await offFor({ solutionStatus: 'DISABLE' })).toEqual(['EVENT']);
    expect(await offFor({ integrationType: 'HUBSPOT' })).toEqual(['ORGANIZATION']);
    expect(await offFor({ integrationType: 'HUBSPOT', solutionStatus: 'DISABLE' })).toEqual([
      'ORGANIZATION',
      'EVENT',
    ]);
    // Data sync not permitted is not a switch that is off: the screen says so on its own.
    expect(await offFor({ configValues: permitted(false) })).toEqual([]);
  });

  /** Amounts in cents, so sums of many rows compare exactly. */
  const cents = (amount: number) => Math.round(amount * 100);
  type Figures = NonNullable<Awaited<ReturnType<typeof dashboard>>['revenue']>['totals'];
  /** A breakdown's rows added up, outcome by outcome, in cents. */
  const sumOf = (rows: readonly Figures[]) => {
    const sum = () => ({ cents: 0, deals: 0 });
    const out = { won: sum(), open: sum(), lost: sum() };
    for (const row of rows)
      for (const key of ['won', 'open', 'lost'] as const) {
        out[key].cents += cents(row[key].amount);
        out[key].deals += row[key].deals;
      }
    return out;
  };
  const inCents = (totals: Figures) => sumOf([totals]);

  it('answers the figures of the synced deals, won, open and lost apart in the totals and in every breakdown: stages with their CRM labels in pipeline order, ticket types, months in the event zone', async () => {
    const { event } = await eventWith({
      revenueDashboardDataSyncAt: new Date('2026-03-01T00:00:00Z'),
      revenueDashboardLastSyncObject: { value: 'COMPLETED' },
    });
    const syncedAt = new Date('2026-03-01T00:00:00Z');
    const deal = (
      externalId: string,
      stage: string,
      amountCents: number,
      ticketType: string,
      createdAt: string,
      closedAt: string | null,
      currency = 'USD',
    ) => ({
      eventId: event.id,
      externalId,
      name: `Deal ${externalId}`,
      stage,
      amountCents,
      currency,
      ticketType,
      createdAt: new Date(createdAt),
      closedAt: closedAt ? new Date(closedAt) : null,
      syncedAt,
    });
    // The stages as the sync read them from the CRM's pipelines (labels, outcome, order).
    await s.db.insert(crmDealStages).values([
      {
        eventId: event.id,
        stageId: 'appointmentscheduled',
        label: 'Appointment Scheduled',
        outcome: 'OPEN',
        position: 0,
      },
      {
        eventId: event.id,
        stageId: 'qualifiedtobuy',
        label: 'Qualified To Buy',
        outcome: 'OPEN',
        position: 1,
      },
      {
        eventId: event.id,
        stageId: 'contractsent',
        label: 'Contract Sent',
        outcome: 'OPEN',
        position: 4,
      },
      { eventId: event.id, stageId: 'closedwon', label: 'Closed Won', outcome: 'WON', position: 5 },
      {
        eventId: event.id,
        stageId: 'closedlost',
        label: 'Closed Lost',
        outcome: 'LOST',
        position: 6,
      },
    ]);
    await s.db.insert(crmDeals).values([
      // Closed on Feb 1 02:00 UTC: still January 31 in New York.
      deal('1', 'closedwon', 10_010, 'VIP pass', '2026-01-10T12:00:00Z', '2026-02-01T02:00:00Z'),
      deal(
        '2',
        'closedwon',
        20_020,
        'General admission',
        '2026-01-11T12:00:00Z',
        '2026-02-10T12:00:00Z',
      ),
      deal('3', 'closedlost', 50_000, 'VIP pass', '2026-01-12T12:00:00Z', '2026-02-11T12:00:00Z'),
      deal('4', 'qualifiedtobuy', 30_000, 'VIP pass', '2026-02-15T12:00:00Z', null),
      deal('5', 'appointmentscheduled', 5_000, 'Workshop pass', '2026-02-16T12:00:00Z', null),
      // A stage the CRM's pipelines did not list: open, shown by its id, after the known ones.
      deal('7', 'mystery', 1_000, 'General admission', '2026-01-20T12:00:00Z', null),
      // Another currency is left out rather than added, and counted apart.
      deal(
        '6',
        'closedwon',
        99_999,
        'VIP pass',
        '2026-02-17T12:00:00Z',
        '2026-02-18T12:00:00Z',
        'EUR',
      ),
    ]);
    const { revenue } = await dashboard(event.id, await as('owner'));
    const f = (amount: number, deals: number) => ({ amount, deals });
    const none = f(0, 0);
    expect(revenue).toEqual({
      currency: 'USD',
      otherCurrencyDeals: 1,
      totals: { won: f(300.3, 2), open: f(360, 3), lost: f(500, 1) },
      byStage: [
        {
          stageId: 'appointmentscheduled',
          label: 'Appointment Scheduled',
          outcome: 'OPEN',
          ...f(50, 1),
        },
        { stageId: 'qualifiedtobuy', label: 'Qualified To Buy', outcome: 'OPEN', ...f(300, 1) },
        { stageId: 'closedwon', label: 'Closed Won', outcome: 'WON', ...f(300.3, 2) },
        { stageId: 'closedlost', label: 'Closed Lost', outcome: 'LOST', ...f(500, 1) },
        { stageId: 'mystery', label: 'mystery', outcome: 'OPEN', ...f(10, 1) },
      ],
      byTicketType: [
        { label: 'VIP pass', won: f(100.1, 1), open: f(300, 1), lost: f(500, 1) },
        { label: 'General admission', won: f(200.2, 1), open: f(10, 1), lost: none },
        { label: 'Workshop pass', won: none, open: f(50, 1), lost: none },
      ],
      overTime: [
        { label: '2026-01', won: f(100.1, 1), open: f(10, 1), lost: none },
        { label: '2026-02', won: f(200.2, 1), open: f(350, 2), lost: f(500, 1) },
      ],
    });
  });

  it('every breakdown adds up to the totals, won, open and lost each, over many deals', async () => {
    const { event } = await eventWith({
      revenueDashboardDataSyncAt: new Date('2026-03-01T00:00:00Z'),
      revenueDashboardLastSyncObject: { value: 'COMPLETED' },
    });
    await s.db.insert(crmDealStages).values([
      { eventId: event.id, stageId: 'open-a', label: 'Open A', outcome: 'OPEN', position: 0 },
      { eventId: event.id, stageId: 'won', label: 'Won', outcome: 'WON', position: 1 },
      { eventId: event.id, stageId: 'lost', label: 'Lost', outcome: 'LOST', position: 2 },
    ]);
    const stages = ['open-a', 'won', 'lost', 'unlisted'];
    await s.db.insert(crmDeals).values(
      Array.from({ length: 120 }, (_, i) => ({
        eventId: event.id,
        externalId: String(i),
        name: `Deal ${i}`,
        stage: stages[i % stages.length] ?? 'won',
        // Odd cents, so a float sum in dollars would drift.
        amountCents: 1_001 + i * 37,
        currency: i % 17 === 0 ? 'EUR' : 'USD',
        ticketType: ['VIP', 'General', 'Workshop'][i % 3] ?? 'VIP',
        createdAt: new Date(Date.UTC(2025, i % 12, 1 + (i % 27), 12)),
        closedAt: i % 2 === 0 ? new Date(Date.UTC(2026, i % 3, 5)) : null,
        syncedAt: new Date('2026-03-01T00:00:00Z'),
      })),
    );
    const { revenue } = await dashboard(event.id, await as('owner'));
    if (!revenue) throw new Error('no figures');
    const totals = inCents(revenue.totals);
    expect(totals.won.deals).toBeGreaterThan(0);
    expect(totals.open.deals).toBeGreaterThan(0);
    expect(totals.lost.deals).toBeGreaterThan(0);
    expect(sumOf(revenue.byTicketType)).toEqual(totals);
    expect(sumOf(revenue.overTime)).toEqual(totals);
    const stageFigures = revenue.byStage.map((row) => ({
      won: row.outcome === 'WON' ? row : { amount: 0, deals: 0 },
      open: row.outcome === 'OPEN' ? row : { amount: 0, deals: 0 },
      lost: row.outcome === 'LOST' ? row : { amount: 0, deals: 0 },
    }));
    expect(sumOf(stageFigures)).toEqual(totals);
    // Every USD deal counts once somewhere; the EUR ones are counted apart.
    const counted = totals.won.deals + totals.open.deals + totals.lost.deals;
    expect(counted + revenue.otherCurrencyDeals).toBe(120);
    expect(revenue.otherCurrencyDeals).toBe(8);
  });

  it('starts a sync: 202 with the job, the integration IN_PROGRESS, a queued job; a second start is refused while it runs', async () => {
    const owner = await as('owner');
    const { event, integration } = await eventWith();
    const before = Date.now();
    const started = await sync(event.id, owner);
    expect(started.statusCode).toBe(202);
    const body = RevenueSyncStartedSchema.parse(started.json());
    expect(Date.parse(body.nextSyncAt)).toBeGreaterThanOrEqual(before + SYNC_WINDOW_MS);
    expect((await integrationNow(integration.id))?.revenueDashboardLastSyncObject).toEqual({
      value: 'IN_PROGRESS',
    });
    const [job] = await s.db.select().from(jobs).where(eq(jobs.id, body.jobId));
    expect(job).toMatchObject({
      kind: REVENUE_SYNC_JOB_KIND,
      eventId: event.id,
      status: 'QUEUED',
      payload: { integrationId: integration.id },
    });
    const jobRead = await get(s.app, `/api/events/${event.id}/jobs/${body.jobId}`, owner);
    expect(jobRead.json()).toMatchObject({ kind: REVENUE_SYNC_JOB_KIND, status: 'QUEUED' });

    const again = await sync(event.id, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: ERROR_CODES.conflict,
      message: ANALYTICS_EXTRA_MESSAGES.syncRunning,
    });
    expect((await dashboard(event.id, owner)).integration?.revenueDashboardLastSyncObject).toEqual({
      value: 'IN_PROGRESS',
    });
    // One entry, for the start; the refused second start logged nothing.
    expect(await entriesOf(s.db, event.id)).toEqual([
      expect.objectContaining({
        actorUserId: s.fx.userId('owner'),
        area: 'INTEGRATIONS',
        action: 'integration.sync.started',
        targetType: 'integration',
        targetId: 'SALESFORCE',
        targetLabel: 'Salesforce',
        summary: 'Started a Salesforce revenue sync',
        before: null,
        after: { jobId: body.jobId },
      }),
    ]);
  });

  it('refuses a sync within a day of the last one (409, next time in the event zone), allows it after a day', async () => {
    const owner = await as('owner');
    const lastSync = new Date(Date.now() - 2 * HOUR);
    const { event, integration } = await eventWith({
      revenueDashboardDataSyncAt: lastSync,
      revenueDashboardLastSyncObject: { value: 'COMPLETED' },
    });
    const refused = await sync(event.id, owner);
    expect(refused.statusCode).toBe(409);
    const next = formatInEventZone(
      new Date(lastSync.getTime() + SYNC_WINDOW_MS),
      'America/New_York',
    );
    expect(next).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/);
    expect(refused.json()).toEqual({
      code: ERROR_CODES.conflict,
      message: ANALYTICS_EXTRA_MESSAGES.syncTooSoon(next),
    });
    expect((await integrationNow(integration.id))?.revenueDashboardLastSyncObject).toEqual({
      value: 'COMPLETED',
    });

    await s.db
      .update(integrations)
      .set({ revenueDashboardDataSyncAt: new Date(Date.now() - SYNC_WINDOW_MS - 60_000) })
      .where(eq(integrations.id, integration.id));
    expect((await sync(event.id, owner)).statusCode).toBe(202);
  });

  it('refuses a sync while the integration is off (event or organization) or the sync is not permitted', async () => {
    const owner = await as('owner');
    const refusal = async (eventId: number) => {
      const response = await sync(eventId, owner);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(ANALYTICS_EXTRA_MESSAGES.syncNotAllowed);
    };
    await refusal((await eventWith({ solutionStatus: 'DISABLE' })).event.id);
    await refusal((await eventWith({ configValues: permitted(false) })).event.id);
    await refusal((await eventWith({ configValues: [] })).event.id);
    await refusal((await eventWith({ integrationType: 'HUBSPOT' })).event.id);
    await refusal((await freshEvent(s.db, s.fx, { name: 'No integration' })).event.id);
  });

  it('allows a new sync after a failed one', async () => {
    const { event } = await eventWith({ revenueDashboardLastSyncObject: { value: 'FAILED' } });
    expect((await sync(event.id, await as('owner'))).statusCode).toBe(202);
  });

  it('counts failed syncs too: a start past the day’s allowance is a 429 saying when (Retry-After too); a day after the first start one may start again', async () => {
    const owner = await as('owner');
    const { event, integration } = await eventWith();
    const syncJobs = () =>
      s.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.eventId, event.id), eq(jobs.kind, REVENUE_SYNC_JOB_KIND)))
        .orderBy(asc(jobs.createdAt));
    for (let start = 0; start < SYNC_STARTS_PER_WINDOW; start += 1) {
      expect((await sync(event.id, owner)).statusCode).toBe(202);
      // The job ends FAILED (the CRM could not be reached, say).
      await s.db
        .update(integrations)
        .set({ revenueDashboardLastSyncObject: { value: 'FAILED' } })
        .where(eq(integrations.id, integration.id));
    }
    const started = await syncJobs();
    expect(started).toHaveLength(SYNC_STARTS_PER_WINDOW);
    const first = started[0];
    if (!first) throw new Error('job missing');
    const nextAt = new Date(first.createdAt.getTime() + SYNC_WINDOW_MS);

    const refused = await sync(event.id, owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: ERROR_CODES.tooManyAttempts,
      message: ANALYTICS_EXTRA_MESSAGES.syncAttemptsUsed(
        SYNC_STARTS_PER_WINDOW,
        formatInEventZone(nextAt, 'America/New_York'),
      ),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Math.abs(retryAfter - (nextAt.getTime() - Date.now()) / 1000)).toBeLessThan(60);
    expect(await syncJobs()).toHaveLength(SYNC_STARTS_PER_WINDOW);
    // The 429 rolled back the start with its entry.
    expect(await entriesOf(s.db, event.id)).toHaveLength(SYNC_STARTS_PER_WINDOW);
    expect((await integrationNow(integration.id))?.revenueDashboardLastSyncObject).toEqual({
      value: 'FAILED',
    });

    await s.db
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - SYNC_WINDOW_MS - 1000) })
      .where(eq(jobs.id, first.id));
    expect((await sync(event.id, owner)).statusCode).toBe(202);
  });

  it('needs analytics reports read; a user who is not an organizer reads but cannot sync, whatever its permissions', async () => {
    const { event } = await eventWith();
    const approver = await as('approver');
    expect((await get(s.app, `/api${ANALYTICS_API.revenue(event.id)}`, approver)).statusCode).toBe(
      403,
    );
    expect((await sync(event.id, approver)).statusCode).toBe(403);
    await s.db
      .update(eventRoles)
      .set({ permissions: ['ANALYTICS_REPORTS_READ', 'EVENT_INTEGRATIONS_WRITE'] })
      .where(and(eq(eventRoles.eventId, event.id), eq(eventRoles.userId, s.fx.userId('inviter'))));
    const moderator = await as('inviter');
    expect((await dashboard(event.id, moderator)).integration?.integrationType).toBe('SALESFORCE');
    const readOnly = await sync(event.id, moderator);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe(ERROR_CODES.readOnly);
  });

  it('starts a sync only for an organizer who may write the integrations: reading the reports is not enough', async () => {
    const { event } = await eventWith();
    const setApproverPermissions = (permissions: Permission[]) =>
      s.db
        .update(eventRoles)
        .set({ permissions })
        .where(
          and(eq(eventRoles.eventId, event.id), eq(eventRoles.userId, s.fx.userId('approver'))),
        );
    await setApproverPermissions(['ANALYTICS_REPORTS_READ', 'PEOPLE_ATTENDEES_WRITE']);
    const approver = await as('approver');
    expect((await dashboard(event.id, approver)).integration?.integrationType).toBe('SALESFORCE');
    const refused = await sync(event.id, approver);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ERROR_CODES.forbidden);
    const syncJobs = () =>
      s.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.eventId, event.id), eq(jobs.kind, REVENUE_SYNC_JOB_KIND)));
    expect(await syncJobs()).toHaveLength(0);

    await setApproverPermissions(['ANALYTICS_REPORTS_READ', 'EVENT_INTEGRATIONS_WRITE']);
    expect((await sync(event.id, approver)).statusCode).toBe(202);
    expect(await syncJobs()).toHaveLength(1);
  });
});
