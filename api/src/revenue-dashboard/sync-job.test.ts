/**
 * The sync job against the real demo CRM server (crm-demo), started here on port 0: paging,
 * only this event's deals, upserts on a second sync, 429 backoff (the CRM's clock moves by the
 * job's waits, so no test waits for real), and the failures that end it FAILED. Then the CRM
 * address rule at connection time, against plain listeners that record what reaches them.
 */
import { after, it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { REVENUE_DASHBOARD_SYNC_CONFIG_ID } from '@console/shared/contract';
import type { CrmDeal, CrmPipeline } from '@console/crm-demo/deals';
import { createCrmDemoServer, type CrmDemoOptions } from '@console/crm-demo';
import { crmAddressRule, parseAllowedHosts } from '../integrations/crm-address-rule';
import {
  crmDeals,
  crmDealStages,
  integrations,
  organizationIntegrations,
} from '../integrations/schema';
import { enqueueJob } from '../jobs/enqueue';
import { JobRegistry } from '../jobs/registry';
import { jobs } from '../jobs/schema';
import { runPendingJobs } from '../jobs/worker';
import { buildFixture } from '../testing/fixture';
import { freshEvent } from '../testing/fresh-event';
import { startListener, type Listener } from '../testing/listener';
import { describeApi } from '../testing/suite';
import { SYNC_FAILURES } from './sync-failures';
import { registerRevenueDashboardJobs, type RevenueSyncOptions } from './sync-job';
import { REVENUE_SYNC_JOB_KIND } from './sync-payload';

const TOKEN = 'crm-test-token';

/** The test CRMs listen on random loopback ports: the operator's setting allows that host. */
const LOOPBACK_ALLOWED = crmAddressRule(parseAllowedHosts('127.0.0.1'));
/** An operator who allows no internal host, and a DNS that answers loopback for one name. */
const NOTHING_ALLOWED = crmAddressRule([], async (hostname) => {
  if (hostname === 'crm.rebind.test') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
});

function deal(
  id: number,
  eventId: number,
  overrides: Partial<CrmDeal['properties']> = {},
): CrmDeal {
  return {
    id: String(id),
    properties: {
      dealname: `Deal ${id}`,
      amount: '100.50',
      dealstage: 'closedwon',
      closedate: '2026-02-10T12:00:00.000Z',
      createdate: '2026-01-10T12:00:00.000Z',
      ticket_type: 'VIP pass',
      event_id: String(eventId),
      deal_currency_code: 'USD',
      ...overrides,
    },
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-02-10T12:00:00.000Z',
    archived: false,
  };
}

/** `count` deals of the event, every third deal in between another event's. */
function dealsOf(eventId: number, count: number, otherEventId: number): CrmDeal[] {
  const list: CrmDeal[] = [];
  for (let i = 0; i < count; i += 1) {
    list.push(deal(10_000 + i, eventId, { amount: String(i + 1) }));
    if (i % 3 === 0) list.push(deal(50_000 + i, otherEventId));
  }
  return list;
}

describeApi('revenue dashboard sync job', buildFixture, (s) => {
  const servers: { close(): Promise<unknown> }[] = [];
  after(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  async function startCrm(options: Omit<CrmDemoOptions, 'token'>): Promise<string> {
    const server = createCrmDemoServer({ token: TOKEN, ...options });
    servers.push(server);
    return server.listen({ port: 0, host: '127.0.0.1' });
  }

  /** A fresh event on Salesforce with the sync permitted, the organization connected to `baseUrl`. */
  async function syncTarget(baseUrl: string, apiToken: string | null = TOKEN) {
    const { event } = await freshEvent(s.db, s.fx, { name: `Sync ${Math.random()}` });
    await s.db
      .insert(organizationIntegrations)
      .values({
        organizationId: s.fx.org.id,
        integrationType: 'SALESFORCE',
        status: 'ENABLE',
        baseUrl,
        apiToken,
      })
      .onConflictDoUpdate({
        target: [organizationIntegrations.organizationId, organizationIntegrations.integrationType],
        set: { status: 'ENABLE', baseUrl, apiToken },
      });
    const [integration] = await s.db
      .insert(integrations)
      .values({
        eventId: event.id,
        integrationType: 'SALESFORCE',
        solutionStatus: 'ENABLE',
        configValues: [{ externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: 'true' }],
        revenueDashboardLastSyncObject: { value: 'IN_PROGRESS' },
      })
      .returning();
    if (!integration) throw new Error('integration missing');
    return { event, integration };
  }

  let keys = 0;
  /** Queues the sync as the route does, runs it, and answers the job and the integration after it. */
  async function runSync(
    target: { event: { id: number }; integration: { id: number } },
    options: RevenueSyncOptions = {},
  ) {
    const registry = new JobRegistry();
    registerRevenueDashboardJobs(registry, {
      sleep: async () => undefined,
      crmAddressRule: LOOPBACK_ALLOWED,
      ...options,
    });
    const queued = await enqueueJob(s.db, {
      kind: REVENUE_SYNC_JOB_KIND,
      eventId: target.event.id,
      idempotencyKey: `sync-test-${(keys += 1)}`,
      payload: { integrationId: target.integration.id },
      total: 0,
      createdBy: s.fx.userId('owner'),
    });
    await runPendingJobs(s.db, registry);
    const [job] = await s.db.select().from(jobs).where(eq(jobs.id, queued.id));
    const [integration] = await s.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, target.integration.id));
    return { job, integration };
  }

  const storedDeals = (eventId: number) =>
    s.db.select().from(crmDeals).where(eq(crmDeals.eventId, eventId)).orderBy(crmDeals.externalId);
  const storedStages = async (eventId: number) =>
    (
      await s.db
        .select()
        .from(crmDealStages)
        .where(eq(crmDealStages.eventId, eventId))
        .orderBy(crmDealStages.position)
    ).map((stage) => `${stage.position} ${stage.stageId}: ${stage.label} (${stage.outcome})`);

  it('pages through every deal (more than one page), keeps only this event’s, and completes', async () => {
    const other = await freshEvent(s.db, s.fx, { name: 'Other event' });
    const deals: CrmDeal[] = [];
    const baseUrl = await startCrm({ deals, ratePerSecond: 1000 });
    const target = await syncTarget(baseUrl);
    deals.push(...dealsOf(target.event.id, 250, other.event.id));

    const syncAt = new Date('2026-11-22T10:00:00Z');
    const { job, integration } = await runSync(target, { now: () => syncAt });
    expect(job).toMatchObject({ status: 'COMPLETED', error: null, processed: deals.length });
    expect(integration).toMatchObject({
      revenueDashboardDataSyncAt: syncAt,
      revenueDashboardLastSyncObject: { value: 'COMPLETED' },
    });
    const stored = await storedDeals(target.event.id);
    expect(stored).toHaveLength(250);
    expect(new Set(stored.map((d) => d.externalId)).size).toBe(250);
    expect(stored.find((d) => d.externalId === '10000')).toMatchObject({
      name: 'Deal 10000',
      stage: 'closedwon',
      amountCents: 100,
      currency: 'USD',
      ticketType: 'VIP pass',
      closedAt: new Date('2026-02-10T12:00:00Z'),
      createdAt: new Date('2026-01-10T12:00:00Z'),
    });
    expect(await storedDeals(other.event.id)).toEqual([]);
    // The pipeline's stages with the CRM's labels: won and lost from the stages' metadata.
    expect(await storedStages(target.event.id)).toEqual([
      '0 appointmentscheduled: Appointment Scheduled (OPEN)',
      '1 qualifiedtobuy: Qualified To Buy (OPEN)',
      '2 presentationscheduled: Presentation Scheduled (OPEN)',
      '3 decisionmakerboughtin: Decision Maker Bought-In (OPEN)',
      '4 contractsent: Contract Sent (OPEN)',
      '5 closedwon: Closed Won (WON)',
      '6 closedlost: Closed Lost (LOST)',
    ]);
    expect(await storedStages(other.event.id)).toEqual([]);
  });

  it('replaces the stages with each sync: pipelines in order, a renamed stage relabelled, a stage listed twice kept once', async () => {
    const stage = (
      id: string,
      label: string,
      displayOrder: number,
      probability: string | null,
    ): CrmPipeline['stages'][number] => ({
      id,
      label,
      displayOrder,
      metadata: {
        isClosed: probability === null ? 'false' : 'true',
        probability: probability ?? '0.5',
      },
      archived: false,
    });
    const pipeline = (id: string, displayOrder: number, stages: CrmPipeline['stages']) => ({
      id,
      label: id,
      displayOrder,
      stages,
      archived: false as const,
    });
    const pipelines: CrmPipeline[] = [
      pipeline('default', 1, [
        stage('closedwon', 'Closed Won', 0, '1.0'),
        stage('closedlost', 'Closed Lost', 1, '0.0'),
      ]),
      pipeline('renewals', 0, [
        stage('7001', 'Renewal due', 1, null),
        stage('7002', 'Renewed', 0, '1.0'),
        // Text PostgreSQL refuses (NUL) is stripped, as in deals; no label shows the id.
        stage('7003', 'Not\u0000 renewed', 2, '0.0'),
        stage('7004', ' ', 3, null),
      ]),
    ];
    const baseUrl = await startCrm({ deals: [], pipelines, ratePerSecond: 1000 });
    const target = await syncTarget(baseUrl);
    expect((await runSync(target)).job?.status).toBe('COMPLETED');
    expect(await storedStages(target.event.id)).toEqual([
      '0 7002: Renewed (WON)',
      '1 7001: Renewal due (OPEN)',
      '2 7003: Not renewed (LOST)',
      '3 7004: 7004 (OPEN)',
      '4 closedwon: Closed Won (WON)',
      '5 closedlost: Closed Lost (LOST)',
    ]);

    pipelines.splice(
      0,
      2,
      pipeline('default', 0, [
        stage('closedwon', 'Signed', 0, '1.0'),
        stage('closedwon', 'Signed again', 1, '1.0'),
      ]),
    );
    expect((await runSync(target)).job?.status).toBe('COMPLETED');
    expect(await storedStages(target.event.id)).toEqual(['0 closedwon: Signed (WON)']);
  });

  it('upserts on a second sync: changed deals updated, no duplicates, deals gone from the CRM removed', async () => {
    const other = await freshEvent(s.db, s.fx, { name: 'Other' });
    const deals: CrmDeal[] = [];
    const baseUrl = await startCrm({ deals, ratePerSecond: 1000 });
    const target = await syncTarget(baseUrl);
    deals.push(...dealsOf(target.event.id, 120, other.event.id));
    const first = await runSync(target, { now: () => new Date('2026-11-22T10:00:00Z') });
    expect(first.job?.status).toBe('COMPLETED');
    expect(await storedDeals(target.event.id)).toHaveLength(120);

    const changed = deals.find((d) => d.id === '10005');
    if (!changed) throw new Error('deal missing');
    changed.properties.dealstage = 'closedlost';
    changed.properties.amount = '999.99';
    deals.splice(
      deals.findIndex((d) => d.id === '10007'),
      1,
    );
    const second = await runSync(target, { now: () => new Date('2026-11-24T10:00:00Z') });
    expect(second.job?.status).toBe('COMPLETED');
    const stored = await storedDeals(target.event.id);
    expect(stored).toHaveLength(119);
    expect(new Set(stored.map((d) => d.externalId)).size).toBe(119);
    expect(stored.find((d) => d.externalId === '10005')).toMatchObject({
      stage: 'closedlost',
      amountCents: 99_999,
    });
    expect(stored.some((d) => d.externalId === '10007')).toBe(false);
  });

  it('waits Retry-After on a 429 and asks for the same page again, then completes', async () => {
    let clock = 1_000_000;
    const deals: CrmDeal[] = [];
    const baseUrl = await startCrm({ deals, ratePerSecond: 2, now: () => clock });
    const target = await syncTarget(baseUrl);
    deals.push(...dealsOf(target.event.id, 450, target.event.id + 1000));
    const waits: number[] = [];
    const { job, integration } = await runSync(target, {
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    expect(job?.status).toBe('COMPLETED');
    expect(integration?.revenueDashboardLastSyncObject).toEqual({ value: 'COMPLETED' });
    // The pipelines, then 6 pages, at 2 a second: a wait of Retry-After (1 s) after every second call.
    expect(waits).toEqual([1000, 1000, 1000]);
    expect(await storedDeals(target.event.id)).toHaveLength(450);
  });

  it('fails after too many 429s: FAILED with a reason, no sync time', async () => {
    const baseUrl = await startCrm({ deals: [], ratePerSecond: 1, now: () => 5_000 });
    const target = await syncTarget(baseUrl);
    // Use the second's only request, so every call of the job is refused.
    await fetch(`${baseUrl}/crm/v3/objects/deals`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const waits: number[] = [];
    const { job, integration } = await runSync(target, {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(waits).toHaveLength(10);
    expect(job).toMatchObject({ status: 'FAILED', error: SYNC_FAILURES.rateLimited });
    expect(integration).toMatchObject({
      revenueDashboardDataSyncAt: null,
      revenueDashboardLastSyncObject: { value: 'FAILED' },
    });
  });

  it('fails on a 401 (wrong token), an unreachable CRM, a missing connection: FAILED, deals kept', async () => {
    const baseUrl = await startCrm({ deals: [], ratePerSecond: 1000 });
    const wrongToken = await syncTarget(baseUrl, 'not-the-token');
    await s.db.insert(crmDeals).values({
      eventId: wrongToken.event.id,
      externalId: 'kept',
      name: 'Earlier deal',
      stage: 'closedwon',
      amountCents: 100,
      currency: 'USD',
      ticketType: 'VIP pass',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      syncedAt: new Date('2026-01-02T00:00:00Z'),
    });
    const unauthorized = await runSync(wrongToken);
    expect(unauthorized.job).toMatchObject({ status: 'FAILED', error: SYNC_FAILURES.unauthorized });
    expect(unauthorized.integration?.revenueDashboardLastSyncObject).toEqual({ value: 'FAILED' });
    expect(await storedDeals(wrongToken.event.id)).toHaveLength(1);

    // A port nothing listens on (the server is closed after listening once).
    const closed = createCrmDemoServer({ token: TOKEN });
    const closedUrl = await closed.listen({ port: 0, host: '127.0.0.1' });
    await closed.close();
    const unreachable = await runSync(await syncTarget(closedUrl));
    expect(unreachable.job).toMatchObject({ status: 'FAILED', error: SYNC_FAILURES.unreachable });

    const notConnected = await runSync(await syncTarget(baseUrl, null));
    expect(notConnected.job).toMatchObject({ status: 'FAILED', error: SYNC_FAILURES.notConnected });
    expect(notConnected.integration?.revenueDashboardLastSyncObject).toEqual({ value: 'FAILED' });
  });

  it('fails when the integration was turned off since the sync started', async () => {
    const baseUrl = await startCrm({ deals: [], ratePerSecond: 1000 });
    const target = await syncTarget(baseUrl);
    await s.db
      .update(integrations)
      .set({ solutionStatus: 'DISABLE' })
      .where(eq(integrations.id, target.integration.id));
    expect((await runSync(target)).job).toMatchObject({
      status: 'FAILED',
      error: SYNC_FAILURES.notAllowed,
    });
  });

  const listen = async (answer?: Parameters<typeof startListener>[0]): Promise<Listener> => {
    const listener = await startListener(answer);
    servers.push(listener);
    return listener;
  };

  it('refuses, after DNS, a name that resolves to loopback: FAILED with the rule, nothing reaches the listener', async () => {
    const listener = await listen();
    const target = await syncTarget(`http://crm.rebind.test:${listener.port}`);
    const { job, integration } = await runSync(target, { crmAddressRule: NOTHING_ALLOWED });
    expect(job).toMatchObject({ status: 'FAILED', error: SYNC_FAILURES.addressRefused });
    expect(integration?.revenueDashboardLastSyncObject).toEqual({ value: 'FAILED' });
    expect(listener.requests).toEqual([]);
  });

  it('answers one message for every refused address: an open port, a closed one, a path, localhost, [::1], metadata', async () => {
    const listener = await listen((response) => response.writeHead(404).end());
    const closed = await startListener();
    await closed.close();
    for (const baseUrl of [
      listener.url,
      `${listener.url}/api/auth/me#`,
      closed.url,
      `http://localhost:${listener.port}`,
      `http://[::1]:${listener.port}`,
      `http://2130706433:${listener.port}`,
      'http://169.254.169.254/latest/meta-data',
      'http://metadata.google.internal/computeMetadata/v1',
    ]) {
      const { job } = await runSync(await syncTarget(baseUrl), { crmAddressRule: NOTHING_ALLOWED });
      expect({ baseUrl, job }).toMatchObject({
        baseUrl,
        job: { status: 'FAILED', error: SYNC_FAILURES.addressRefused },
      });
    }
    expect(listener.requests).toEqual([]);
  });

  it('does not follow a redirect: FAILED, the listener it points to gets nothing', async () => {
    const inside = await listen();
    const redirecting = await listen((response) =>
      response.writeHead(302, { location: `${inside.url}/crm/v3/objects/deals` }).end(),
    );
    const onlyTheRedirecting = crmAddressRule(parseAllowedHosts(`127.0.0.1:${redirecting.port}`));
    const { job } = await runSync(await syncTarget(redirecting.url), {
      crmAddressRule: onlyTheRedirecting,
    });
    expect(job).toMatchObject({ status: 'FAILED', error: SYNC_FAILURES.redirected });
    expect(redirecting.requests).toHaveLength(1);
    expect(inside.requests).toEqual([]);
  });
});
