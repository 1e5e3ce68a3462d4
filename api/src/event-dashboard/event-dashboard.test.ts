/**
 * GET /events/:eventId/dashboard: each figure against rows whose counts are known (the approvals
 * fixture's requests, their tickets and reservations), an approval that reserves tickets through
 * its job, the jobs listed while they run, the revenue sync's states and the analytics refresh's
 * attendance; who may read it.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { APPROVAL_API } from '@console/approvals-contract';
import {
  ERROR_CODES,
  JobSchema,
  REVENUE_DASHBOARD_SYNC_CONFIG_ID,
  type Permission,
} from '@console/shared/contract';
import { EVENT_DASHBOARD_API, EventDashboardSchema } from '@console/registration-contract';
import { refreshActivityAggregates } from '../analytics/aggregates';
import { createFeatureJobRegistry } from '../app';
import { approvalEvent } from '../approvals/approvals-fixture';
import { APPROVAL_JOB_KIND } from '../approvals/job-payload';
import { ticketReservations } from '../approvals/schema';
import { queryRows } from '../db/client';
import { booths, eventRoles, registrations } from '../db/schema';
import { integrations, organizationIntegrations } from '../integrations/schema';
import { jobs } from '../jobs/schema';
import { runPendingJobs } from '../jobs/worker';
import { completeSync, upsertDeals } from '../revenue-dashboard/sync-store';
import {
  buildFixture,
  FIXTURE_PASSWORD,
  FIXTURE_USERS,
  type Fixture,
  type FixtureUser,
} from '../testing/fixture';
import { freshEvent } from '../testing/fresh-event';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';

const DAY = 24 * 60 * 60 * 1000;

async function prepare(db: Parameters<typeof buildFixture>[0]): Promise<Fixture> {
  const fx = await buildFixture(db);
  await db
    .insert(organizationIntegrations)
    .values({ organizationId: fx.org.id, integrationType: 'SALESFORCE', status: 'ENABLE' });
  return fx;
}

describeApi('event dashboard', prepare, (s) => {
  const as = (user: FixtureUser) => login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
  const read = (eventId: number, session?: TestSession) =>
    get(s.app, `/api${EVENT_DASHBOARD_API.dashboard(eventId)}`, session);
  const dashboard = async (eventId: number, session?: TestSession) => {
    const response = await read(eventId, session ?? (await as('owner')));
    expect(response.statusCode).toBe(200);
    return EventDashboardSchema.parse(response.json());
  };
  /** Gives a fixture user these permissions on the event (their role stays). */
  const grant = (eventId: number, user: FixtureUser, permissions: Permission[]) =>
    s.db
      .update(eventRoles)
      .set({ permissions })
      .where(and(eq(eventRoles.eventId, eventId), eq(eventRoles.userId, s.fx.userId(user))));

  it('answers registrations by status, pending approvals, tickets and capacity from the kept counts', async () => {
    const { event, tickets, add } = await approvalEvent(s.db, s.fx, {
      tickets: [
        { name: 'Free', quantity: 100 },
        { name: 'Early bird', quantity: 20, salesEndAt: new Date(Date.now() - DAY) },
        { name: 'Open', quantity: null },
      ],
    });
    const [free, early, open] = tickets;
    if (!free || !early || !open) throw new Error('tickets missing');
    await add({ status: 'PENDING', tickets: [[free.id, 1]] });
    await add({ status: 'PENDING', tickets: [[early.id, 2]] });
    // Two ticket types, one of them ended: blocked once.
    await add({
      status: 'PENDING',
      tickets: [
        [early.id, 1],
        [free.id, 1],
      ],
    });
    const approved = await add({ status: 'APPROVED', tickets: [[free.id, 3]] });
    await s.db.insert(ticketReservations).values({
      registrationId: approved.id,
      ticketTypeId: free.id,
      count: 3,
      expiresAt: new Date(Date.now() + DAY),
    });
    await add({ status: 'REGISTERED', tickets: [[free.id, 2]] });
    await add({
      status: 'REGISTERED',
      tickets: [
        [early.id, 1],
        [open.id, 4],
      ],
    });
    await add({ status: 'REJECTED', tickets: [[free.id, 1]] });

    const answer = await dashboard(event.id);
    expect(answer.registrations).toEqual({
      byStatus: [
        { status: 'PENDING', count: 3 },
        { status: 'APPROVED', count: 1 },
        { status: 'REGISTERED', count: 2 },
        { status: 'REJECTED', count: 1 },
      ],
      total: 7,
    });
    // The same as counting the rows (what the kept counts save the request from doing).
    const counted = await queryRows<{ status: string; n: number }>(
      s.db,
      sql`select status, count(*)::int as n from registrations where event_id = ${event.id}::int group by status`,
    );
    for (const { status, n } of counted)
      expect(answer.registrations.byStatus.find((b) => b.status === status)?.count).toBe(n);
    expect(answer.approvals).toEqual({ enabled: true, pending: 3, blockedByTicketSalesEnded: 2 });
    expect(answer.tickets).toEqual([
      {
        ticketTypeId: free.id,
        name: 'Free',
        quantity: 100,
        sold: 2,
        reserved: 3,
        available: 95,
      },
      {
        ticketTypeId: early.id,
        name: 'Early bird',
        quantity: 20,
        sold: 1,
        reserved: 0,
        available: 19,
      },
      {
        ticketTypeId: open.id,
        name: 'Open',
        quantity: 'UNLIMITED',
        sold: 4,
        reserved: 0,
        available: 'UNLIMITED',
      },
    ]);
    expect(answer.capacity).toEqual({ used: 6, quantity: 120, unlimitedTicketTypes: 1 });

    // A request completes and another is rejected: the figures follow at once.
    await s.db
      .update(registrations)
      .set({ status: 'REGISTERED' })
      .where(eq(registrations.id, approved.id));
    const after = await dashboard(event.id);
    expect(after.registrations.byStatus.map((b) => b.count)).toEqual([3, 0, 3, 1]);
    expect(after.tickets[0]).toMatchObject({ sold: 5, reserved: 0, available: 95 });
  });

  it('says unlimited when no ticket type has a quantity, and counts an event without requests as zero', async () => {
    const { event } = await approvalEvent(s.db, s.fx, {
      tickets: [{ name: 'Any', quantity: null }],
    });
    const answer = await dashboard(event.id);
    expect(answer.capacity).toEqual({ used: 0, quantity: 'UNLIMITED', unlimitedTicketTypes: 1 });
    expect(answer.registrations.total).toBe(0);
    expect(answer.approvals).toEqual({ enabled: true, pending: 0, blockedByTicketSalesEnded: 0 });
    expect(answer.attendance).toBeNull();
    expect(answer.runningJobs).toEqual([]);
  });

  it('lists an approval job while it runs, then shows the tickets it reserved', async () => {
    const registry = createFeatureJobRegistry();
    const { event, tickets, add } = await approvalEvent(s.db, s.fx);
    const paid = tickets[1];
    if (!paid) throw new Error('paid ticket missing');
    const request = await add({ status: 'PENDING', tickets: [[paid.id, 2]] });
    const owner = await as('owner');
    const enqueued = await s.app.inject({
      method: 'POST',
      url: `/api${APPROVAL_API.statusUpdates(event.id)}`,
      headers: sessionHeaders(owner, true),
      payload: {
        idempotencyKey: `dashboard-approve-${event.id}`,
        selection: { status: 'APPROVED', registrationIds: [request.id], selectedTab: 'PENDING' },
      },
    });
    expect(enqueued.statusCode).toBe(202);
    const job = JobSchema.parse(enqueued.json());

    const running = await dashboard(event.id, owner);
    expect(running.runningJobs).toEqual([job]);
    expect(running.runningJobs[0]).toMatchObject({ kind: APPROVAL_JOB_KIND, status: 'QUEUED' });
    // A reader of the dashboard who may not read approval jobs does not see it.
    await grant(event.id, 'inviter', ['PEOPLE_INVITE_LIST_WRITE', 'ANALYTICS_DASHBOARD_READ']);
    expect((await dashboard(event.id, await as('inviter'))).runningJobs).toEqual([]);

    expect(await runPendingJobs(s.db, registry)).toBe(1);
    const done = await dashboard(event.id, owner);
    expect(done.runningJobs).toEqual([]);
    expect(done.approvals.pending).toBe(0);
    expect(done.registrations.byStatus.find((b) => b.status === 'APPROVED')?.count).toBe(1);
    expect(done.tickets[1]).toEqual({
      ticketTypeId: paid.id,
      name: 'Paid',
      quantity: 10,
      sold: 0,
      reserved: 2,
      available: 8,
    });
    expect(done.capacity).toEqual({ used: 2, quantity: 110, unlimitedTicketTypes: 0 });
  });

  it('lists the 10 newest unfinished jobs, running ones with their progress', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Jobs' });
    const base = Date.UTC(2030, 0, 1);
    const rows = await s.db
      .insert(jobs)
      .values(
        Array.from({ length: 14 }, (_, i) => ({
          kind: APPROVAL_JOB_KIND,
          eventId: event.id,
          payload: {},
          idempotencyKey: `dashboard-list-${i}`,
          // Two finished, one running with progress, the rest queued (locked: the worker leaves them).
          status:
            i < 2 ? ('COMPLETED' as const) : i === 13 ? ('RUNNING' as const) : ('QUEUED' as const),
          total: 40,
          processed: i === 13 ? 25 : 0,
          lockedAt: new Date(),
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .returning({ id: jobs.id });
    try {
      const listed = (await dashboard(event.id)).runningJobs;
      expect(listed.map((j) => j.jobId)).toEqual(
        rows
          .slice(2)
          .map((r) => r.id)
          .reverse()
          .slice(0, 10),
      );
      expect(listed[0]).toMatchObject({
        status: 'RUNNING',
        processed: 25,
        total: 40,
        createdAt: new Date(base + 13 * 60_000).toISOString(),
      });
    } finally {
      // Finished, so no later runPendingJobs claims their empty payloads.
      await s.db
        .update(jobs)
        .set({ status: 'COMPLETED' })
        .where(
          inArray(
            jobs.id,
            rows.map((r) => r.id),
          ),
        );
    }
    expect((await dashboard(event.id)).runningJobs).toEqual([]);
  });

  it('answers the revenue sync: not synced with the screen it would show, then the synced totals', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Revenue', tz: 'America/New_York' });
    expect((await dashboard(event.id)).revenue).toEqual({
      state: 'NOT_SYNCED',
      screen: 'INTEGRATION_OFF_SCREEN',
    });
    const [integration] = await s.db
      .insert(integrations)
      .values({
        eventId: event.id,
        integrationType: 'SALESFORCE',
        solutionStatus: 'ENABLE',
        configValues: [{ externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: 'false' }],
      })
      .returning();
    if (!integration) throw new Error('integration missing');
    expect((await dashboard(event.id)).revenue).toEqual({
      state: 'NOT_SYNCED',
      screen: 'DATA_SYNC_OFF_SCREEN',
    });
    await s.db
      .update(integrations)
      .set({ configValues: [{ externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: 'true' }] })
      .where(eq(integrations.id, integration.id));
    expect((await dashboard(event.id)).revenue).toEqual({
      state: 'NOT_SYNCED',
      screen: 'NO_DATA_SYNC_SCREEN',
    });

    const startedAt = new Date(Date.now() - 60_000);
    const finishedAt = new Date();
    const deal = (externalId: string, stage: string, amountCents: number, currency = 'USD') => ({
      eventId: event.id,
      externalId,
      name: `Deal ${externalId}`,
      stage,
      amountCents,
      currency,
      ticketType: 'VIP',
      closedAt: null,
      createdAt: startedAt,
      syncedAt: finishedAt,
    });
    await upsertDeals(s.db, [
      deal('1', 'closedwon', 100_000),
      deal('2', 'qualifiedtobuy', 50_000),
      deal('3', 'closedlost', 30_000),
      // Another currency is left out of the totals, as on the revenue dashboard.
      deal('4', 'closedwon', 99_900, 'EUR'),
    ]);
    await completeSync(
      s.db,
      { eventId: event.id, integrationId: integration.id },
      startedAt,
      finishedAt,
      [
        { stageId: 'qualifiedtobuy', label: 'Qualified To Buy', outcome: 'OPEN', position: 0 },
        { stageId: 'closedwon', label: 'Closed Won', outcome: 'WON', position: 1 },
        { stageId: 'closedlost', label: 'Closed Lost', outcome: 'LOST', position: 2 },
      ],
    );
    expect((await dashboard(event.id)).revenue).toEqual({
      state: 'SYNCED',
      lastSyncedAt: finishedAt.toISOString(),
      syncing: false,
      currency: 'USD',
      totalAmount: 1500,
      wonAmount: 1000,
      dealCount: 3,
    });
    // A new sync running: the last sync's figures, marked as syncing.
    await s.db
      .update(integrations)
      .set({ revenueDashboardLastSyncObject: { value: 'IN_PROGRESS' } })
      .where(eq(integrations.id, integration.id));
    expect((await dashboard(event.id)).revenue).toMatchObject({
      state: 'SYNCED',
      syncing: true,
      totalAmount: 1500,
    });
  });

  it('answers attendance as the last analytics refresh counted it, not the registrations now', async () => {
    const { event, add } = await approvalEvent(s.db, s.fx);
    const attended = await add({ status: 'REGISTERED' });
    await add({ status: 'REGISTERED' });
    const absent = await add({ status: 'REGISTERED' });
    await add({ status: 'PENDING' });
    await s.db
      .update(registrations)
      .set({ isAttended: true })
      .where(eq(registrations.id, attended.id));
    expect((await dashboard(event.id)).attendance).toBeNull();

    await refreshActivityAggregates(s.db, event.id);
    const first = (await dashboard(event.id)).attendance;
    expect(first).toMatchObject({ attended: 1, registered: 3 });
    expect(Date.parse(first?.countedAt ?? '')).toBeGreaterThan(Date.now() - DAY);

    // Joined after the refresh: counted by the next one.
    await s.db
      .update(registrations)
      .set({ isAttended: true })
      .where(eq(registrations.id, absent.id));
    expect((await dashboard(event.id)).attendance).toEqual(first);
    await refreshActivityAggregates(s.db, event.id);
    expect((await dashboard(event.id)).attendance).toMatchObject({ attended: 2, registered: 3 });
  });

  it('needs analytics dashboard read on the event, and is no booth route', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Who reads' });
    const forbidden = async (user: FixtureUser) => {
      const response = await read(event.id, await as(user));
      expect({ user, status: response.statusCode }).toEqual({ user, status: 403 });
      expect(response.json()).toMatchObject({ code: ERROR_CODES.forbidden });
    };
    // The approver organizes the attendees only; the outsider has no role.
    await forbidden('approver');
    await forbidden('outsider');
    // A booth owner who is not an organizer stays out even with the permission.
    await grant(event.id, 'booth', ['ANALYTICS_REPORTS_READ', 'ANALYTICS_DASHBOARD_READ']);
    await s.db
      .insert(booths)
      .values({ eventId: event.id, ownerUserId: s.fx.userId('booth'), name: 'Booth' });
    await forbidden('booth');
    // A moderator holding it reads it; a read-only caller is no obstacle to a GET.
    await grant(event.id, 'inviter', ['ANALYTICS_DASHBOARD_READ']);
    expect((await read(event.id, await as('inviter'))).statusCode).toBe(200);
    expect((await read(event.id)).statusCode).toBe(401);
    expect((await read(2_147_483_000, await as('owner'))).statusCode).toBe(404);
  });
});
