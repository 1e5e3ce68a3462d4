import { before as beforeAll, it } from 'node:test';
import { expect } from 'expect';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { JobSchema, OUTBOX_API } from '@console/shared/contract';
import { createFeatureJobRegistry } from '../app';
import { registrations } from '../db/schema';
import { emailOutbox } from '../email/schema';
import { jobs } from '../jobs/schema';
import { runPendingJobs } from '../jobs/worker';
import { describeApi } from '../testing/suite';
import {
  buildFixture,
  FIXTURE_PASSWORD,
  FIXTURE_USERS,
  type FixtureUser,
} from '../testing/fixture';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import { approvalEvent } from './approvals-fixture';
import { activeRegistrations, releaseExpiredReservations, ticketAvailability } from './queries';
import { approvalHistory, ticketReservations } from './schema';
import {
  APPROVAL_API,
  ApprovalDetailResponseSchema,
  ApprovalListResponseSchema,
  RegistrationCountsSummarySchema,
  type ApprovalSelection,
} from '@console/approvals-contract';

describeApi('approvals', buildFixture, (s) => {
  const jobRegistry = createFeatureJobRegistry();
  let owner: TestSession;
  const as = (user: FixtureUser) => login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
  const api = (path: string) => `/api${path}`;
  const post = (url: string, payload: unknown, session: TestSession = owner) =>
    s.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: sessionHeaders(session, true),
    });
  let keySeq = 0;
  const key = () => `test-key-${(keySeq += 1)}-${Date.now()}`;
  const confirm = async (eventId: number, selection: ApprovalSelection) => {
    const response = await post(api(APPROVAL_API.confirmation(eventId)), selection);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const approve = (ids: number[], extra: Partial<ApprovalSelection> = {}): ApprovalSelection => ({
    status: 'APPROVED',
    registrationIds: ids,
    selectedTab: 'PENDING',
    ...extra,
  });

  beforeAll(async () => {
    owner = await as('owner');
  });

  it('enforces the permission: 401 without session, 403 for booth/other roles, 200 for the approver', async () => {
    const { event } = await approvalEvent(s.db, s.fx);
    const url = api(APPROVAL_API.list(event.id));
    expect((await get(s.app, url)).statusCode).toBe(401);
    expect((await get(s.app, url, await as('booth'))).statusCode).toBe(403);
    expect((await get(s.app, url, await as('inviter'))).statusCode).toBe(403);
    expect((await get(s.app, url, await as('approver'))).statusCode).toBe(200);
    const forbidden = await post(
      api(APPROVAL_API.statusUpdates(event.id)),
      { idempotencyKey: key(), selection: approve([1]) },
      await as('booth'),
    );
    expect(forbidden.statusCode).toBe(403);
  });

  it('lists with tabs, search, flow and ticket filters, paging, total and selectableTotal', async () => {
    const { event, flows, tickets, add } = await approvalEvent(s.db, s.fx);
    const [free, paid] = tickets;
    if (!free || !paid) throw new Error('tickets');
    const ada = await add({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@math.dev',
      tickets: [[free.id, 1]],
    });
    await add({ firstName: 'Alan', lastName: 'Turing', flow: 'b', tickets: [[paid.id, 2]] });
    await add({ firstName: 'Grace', lastName: 'Hopper', inProgress: true });
    await add({ status: 'APPROVED' });
    await add({ status: 'REGISTERED', tickets: [[free.id, 1]] });
    await add({ status: 'REJECTED', firstName: '50%_off' });
    const list = async (query: string) => {
      const response = await get(s.app, `${api(APPROVAL_API.list(event.id))}?${query}`, owner);
      expect(response.statusCode).toBe(200);
      return ApprovalListResponseSchema.parse(response.json());
    };
    const pending = await list('status=PENDING');
    expect(pending.items.map((i) => i.firstName)).toEqual(['Grace', 'Alan', 'Ada']);
    expect(pending).toMatchObject({ total: 3, selectableTotal: 2 });
    expect(pending.items[2]).toMatchObject({
      registrationId: ada.id,
      flowName: 'Public',
      tickets: [{ ticketTypeId: free.id, name: 'Free', count: 1 }],
      isRegistrationCompleted: false,
    });
    expect(JSON.parse(pending.items[2]?.customField ?? '')).toEqual({
      Company: { kind: 'text', value: 'Acme' },
    });
    const approved = await list('status=APPROVED');
    expect(approved).toMatchObject({ total: 2, selectableTotal: 1 });
    expect(approved.items.find((i) => i.isRegistrationCompleted)?.status).toBe('APPROVED');
    expect((await list('status=PENDING&query=ada%20love')).items.map((i) => i.firstName)).toEqual([
      'Ada',
    ]);
    expect((await list('status=PENDING&query=MATH.DEV')).total).toBe(1);
    expect((await list('status=REJECTED&query=50%25_')).total).toBe(1);
    expect((await list('status=REJECTED&query=5%25')).total).toBe(0);
    expect(
      (await list(`status=PENDING&flowIds=${flows.b.id}`)).items.map((i) => i.firstName),
    ).toEqual(['Alan']);
    expect((await list(`status=PENDING&flowIds=${flows.a.id}&flowIds=${flows.b.id}`)).total).toBe(
      3,
    );
    expect(
      (await list(`status=PENDING&ticketTypeIds=${paid.id}`)).items.map((i) => i.firstName),
    ).toEqual(['Alan']);
    expect(
      (await list(`status=PENDING&ticketTypeIds=${paid.id}&ticketTypeIds=${free.id}`)).total,
    ).toBe(2);
    const page2 = await list('status=PENDING&limit=2&offset=2');
    expect(page2.items.map((i) => i.firstName)).toEqual(['Ada']);
    expect(page2.total).toBe(3);
    const bad = await get(s.app, `${api(APPROVAL_API.list(event.id))}?status=NOPE`, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('status');
    const badFlow = await get(s.app, `${api(APPROVAL_API.list(event.id))}?flowIds=x`, owner);
    expect(badFlow.statusCode).toBe(400);
    expect(badFlow.json().field).toContain('flowIds');
  });

  it('answers summary, settings, flows, ticket types and coupons with the counting rules', async () => {
    const { event, tickets, add, addCoupon } = await approvalEvent(s.db, s.fx, {
      capacity: 50,
      tickets: [
        { name: 'GA', quantity: 10 },
        { name: 'Open', quantity: null, priceCents: 100 },
      ],
    });
    const [ga, open] = tickets;
    if (!ga || !open) throw new Error('tickets');
    const used = await addCoupon('USED', 1);
    await addCoupon('FREE', null);
    await add({ status: 'REGISTERED', tickets: [[ga.id, 3]], couponIds: [used.id] });
    await add({ status: 'APPROVED' });
    await add({
      status: 'PENDING',
      tickets: [
        [ga.id, 2],
        [open.id, 1],
      ],
    });
    await add({ status: 'PENDING' });
    await add({ status: 'REJECTED', tickets: [[ga.id, 4]] });
    const summary = RegistrationCountsSummarySchema.parse(
      (await get(s.app, api(APPROVAL_API.summary(event.id)), owner)).json(),
    );
    expect(summary).toEqual({
      totalActiveRegistrations: 4,
      totalPendingRegistrations: 2,
      totalRejectedRegistrations: 1,
      totalApprovedRegistrations: 2,
      totalPendingRegistrationsIncludesTicketsQuantity: 4,
      totalRejectedRegistrationsIncludesTicketsQuantity: 4,
      registrationsCapacity: 50,
      totalRegistrationCompletedAfterApproved: 1,
    });
    expect((await get(s.app, api(APPROVAL_API.settings(event.id)), owner)).json()).toEqual({
      alternativeLabels: false,
      approveEmailEnabled: true,
      rejectEmailEnabled: true,
    });
    expect(
      (await get(s.app, api(APPROVAL_API.flows(event.id)), owner))
        .json()
        .flows.map((f: { name: string }) => f.name),
    ).toEqual(['Public', 'VIP']);
    const types = (await get(s.app, api(APPROVAL_API.ticketTypes(event.id)), owner)).json()
      .ticketTypePublicListResponseList;
    expect(types).toEqual([
      { ticketTypeId: ga.id, name: 'GA', availableQuantity: 7, salesEndAt: null, isPaid: false },
      {
        ticketTypeId: open.id,
        name: 'Open',
        availableQuantity: null,
        salesEndAt: null,
        isPaid: true,
      },
    ]);
    const couponList = (await get(s.app, api(APPROVAL_API.coupons(event.id)), owner)).json()
      .coupons;
    expect(
      couponList.map((c: { code: string; availableQuantity: number | null }) => [
        c.code,
        c.availableQuantity,
      ]),
    ).toEqual([
      ['USED', 0],
      ['FREE', null],
    ]);
  });

  it('reaches every confirmation type from real data', async () => {
    const { event, tickets, add } = await approvalEvent(s.db, s.fx, {
      capacity: 10,
      tickets: [
        { name: 'Free', quantity: 100 },
        { name: 'Paid', quantity: 3, priceCents: 900 },
      ],
    });
    const [free, paid] = tickets;
    if (!free || !paid) throw new Error('tickets');
    const plain = await add();
    const freeT = await add({ tickets: [[free.id, 1]] });
    const paidT = await add({ tickets: [[paid.id, 1]] });
    const approvedRow = await add({ status: 'APPROVED' });
    const bigPaid = await add({ tickets: [[paid.id, 4]] });
    const many = await add({ tickets: [[free.id, 9]] });
    const type = async (selection: ApprovalSelection) =>
      (await confirm(event.id, selection)).confirmationPopupType;

    expect(
      await type({ status: 'REJECTED', registrationIds: [plain.id], selectedTab: 'PENDING' }),
    ).toBe('REJECT');
    expect(
      await type({
        status: 'REJECTED',
        registrationIds: [approvedRow.id],
        selectedTab: 'APPROVED',
      }),
    ).toBe('REJECT_ALREADY_APPROVED');
    expect(await type(approve([plain.id]))).toBe('APPROVE_NON_TICKETED');
    expect(await type(approve([freeT.id]))).toBe('APPROVE_TICKETED');
    expect(await type(approve([paidT.id]))).toBe('APPROVE_TICKETED_WITH_TRANSACTION');
    expect(await type(approve([plain.id, freeT.id]))).toBe('APPROVE_COMBINATION');
    expect(await type(approve([plain.id, paidT.id]))).toBe('APPROVE_COMBINATION_WITH_TRANSACTION');
    const soldOut = await confirm(event.id, approve([bigPaid.id]));
    expect(soldOut).toMatchObject({
      confirmationPopupType: 'SOLD_OUT',
      ticketShortages: [{ ticketTypeId: paid.id, name: 'Paid', requested: 4, available: 3 }],
      selectedCount: 1,
      totalAttendeesBeingAdded: 4,
      capacity: 10,
      totalActiveRegistrations: 1,
    });
    expect(await type(approve([bigPaid.id], { skipValidationSteps: ['TICKET_SOLD_OUT'] }))).toBe(
      'APPROVE_TICKETED_WITH_TRANSACTION',
    );
    const capacity = await confirm(event.id, approve([many.id, plain.id]));
    expect(capacity).toMatchObject({
      confirmationPopupType: 'CAPACITY_EXCEEDED',
      totalAttendeesBeingAdded: 10,
      totalActiveRegistrations: 1,
    });
    expect(
      await type(
        approve([many.id], { skipValidationSteps: ['TICKET_SOLD_OUT', 'EVENT_CAPACITY'] }),
      ),
    ).toBe('APPROVE_TICKETED');
  });

  it('answers REJECT_EMAIL_OFF and APPROVE_EMAIL_OFF when the switches are off; rejects foreign ids with 400', async () => {
    const off = await approvalEvent(s.db, s.fx, { approveEmail: false, rejectEmail: false });
    const r = await off.add();
    expect(
      (
        await confirm(off.event.id, {
          status: 'REJECTED',
          registrationIds: [r.id],
          selectedTab: 'PENDING',
        })
      ).confirmationPopupType,
    ).toBe('REJECT_EMAIL_OFF');
    expect((await confirm(off.event.id, approve([r.id]))).confirmationPopupType).toBe(
      'APPROVE_EMAIL_OFF',
    );
    const other = await approvalEvent(s.db, s.fx);
    const foreign = await post(api(APPROVAL_API.confirmation(other.event.id)), approve([r.id]));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('registrationIds');
    const empty = await post(api(APPROVAL_API.confirmation(other.event.id)), {
      status: 'APPROVED',
      registrationIds: [],
      selectedTab: 'PENDING',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('registrationIds');
  });

  it('queues one job per idempotency key, rechecks with 409, and a re-run changes nothing more', async () => {
    const { event, tickets, add } = await approvalEvent(s.db, s.fx, {
      capacity: 3,
      tickets: [{ name: 'Paid', quantity: 1, priceCents: 100 }],
    });
    const [paid] = tickets;
    if (!paid) throw new Error('tickets');
    const a = await add({ tickets: [[paid.id, 1]] });
    const b = await add();
    const c = await add({ tickets: [[paid.id, 1]] });
    const d = await add();
    const e = await add();
    const url = api(APPROVAL_API.statusUpdates(event.id));
    const soldOut = await post(url, { idempotencyKey: key(), selection: approve([a.id, c.id]) });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ code: 'SOLD_OUT' });
    const over = await post(url, {
      idempotencyKey: key(),
      selection: approve([b.id, d.id, e.id, a.id]),
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'CAPACITY_EXCEEDED' });

    const k = key();
    const first = await post(url, { idempotencyKey: k, selection: approve([a.id, b.id]) });
    expect(first.statusCode).toBe(202);
    const job = JobSchema.parse(first.json());
    expect(job).toMatchObject({
      status: 'QUEUED',
      total: 2,
      processed: 0,
      kind: 'APPROVAL_STATUS_UPDATE',
    });
    const again = await post(url, { idempotencyKey: k, selection: approve([a.id, b.id]) });
    expect(again.statusCode).toBe(202);
    expect(again.json().jobId).toBe(job.jobId);
    const [{ n } = { n: 0 }] = await s.db
      .select({ n: count() })
      .from(jobs)
      .where(eq(jobs.eventId, event.id));
    expect(n).toBe(1);
    const active = await get(s.app, `${api(APPROVAL_API.jobs(event.id))}?active=true`, owner);
    expect(active.json().jobs.map((j: { jobId: number }) => j.jobId)).toEqual([job.jobId]);

    expect(await runPendingJobs(s.db, jobRegistry)).toBeGreaterThanOrEqual(1);
    const [done] = await s.db.select().from(jobs).where(eq(jobs.id, job.jobId));
    expect(done).toMatchObject({ status: 'COMPLETED', processed: 2 });
    expect(
      (await get(s.app, `${api(APPROVAL_API.jobs(event.id))}?active=true`, owner)).json().jobs,
    ).toEqual([]);
    expect(
      (await get(s.app, api(APPROVAL_API.jobs(event.id)), owner)).json().jobs[0],
    ).toMatchObject({ jobId: job.jobId, status: 'COMPLETED' });

    const history = async () =>
      (
        await s.db
          .select({ n: count() })
          .from(approvalHistory)
          .where(sql`${approvalHistory.registrationId} in (${a.id}, ${b.id})`)
      )[0]?.n;
    const emails = async () =>
      (
        await s.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.eventId, event.id))
      )[0]?.n;
    expect(await history()).toBe(2);
    expect(await emails()).toBe(2);
    const [rowA] = await s.db.select().from(registrations).where(eq(registrations.id, a.id));
    expect(rowA).toMatchObject({ status: 'APPROVED', statusUpdatedBy: s.fx.userId('owner') });
    const reservations = await s.db
      .select()
      .from(ticketReservations)
      .where(eq(ticketReservations.registrationId, a.id));
    expect(reservations).toHaveLength(1);
    expect(reservations[0]?.expiresAt.getTime()).toBe(
      (rowA?.statusUpdatedAt?.getTime() ?? 0) + 72 * 3600_000,
    );

    // A crashed run: put the job back to RUNNING with a stale lock; it is reclaimed and changes nothing more.
    await s.db
      .update(jobs)
      .set({ status: 'RUNNING', processed: 0, lockedAt: new Date(Date.now() - 120_000) })
      .where(eq(jobs.id, job.jobId));
    expect(await runPendingJobs(s.db, jobRegistry)).toBe(1);
    expect(await history()).toBe(2);
    expect(await emails()).toBe(2);
    expect(
      await s.db
        .select()
        .from(ticketReservations)
        .where(eq(ticketReservations.registrationId, a.id)),
    ).toHaveLength(1);
    // A fresh RUNNING lock is not taken over.
    await s.db
      .update(jobs)
      .set({ status: 'RUNNING', lockedAt: new Date() })
      .where(eq(jobs.id, job.jobId));
    expect(await runPendingJobs(s.db, jobRegistry)).toBe(0);
    await s.db
      .update(jobs)
      .set({ status: 'COMPLETED', lockedAt: null })
      .where(eq(jobs.id, job.jobId));

    // Rejecting the approved one releases its reservation and writes the reject email.
    const rejected = await post(url, {
      idempotencyKey: key(),
      selection: { status: 'REJECTED', registrationIds: [a.id], selectedTab: 'APPROVED' },
    });
    expect(rejected.statusCode).toBe(202);
    await runPendingJobs(s.db, jobRegistry);
    const open = await s.db
      .select()
      .from(ticketReservations)
      .where(
        and(eq(ticketReservations.registrationId, a.id), isNull(ticketReservations.releasedAt)),
      );
    expect(open).toHaveLength(0);
    const outbox = (await get(s.app, api(OUTBOX_API.list(event.id)), owner)).json().emails;
    expect(outbox[0]).toMatchObject({ template: 'APPROVAL_REJECTED', to: a.email, sentAt: null });
  });

  it('never oversells: 50 concurrent approvals against the last 5 places', async () => {
    const { event, tickets, add } = await approvalEvent(s.db, s.fx, {
      capacity: 20,
      tickets: [{ name: 'Seat', quantity: 18 }],
    });
    const [seat] = tickets;
    if (!seat) throw new Error('tickets');
    for (let i = 0; i < 15; i += 1) await add({ status: 'REGISTERED', tickets: [[seat.id, 1]] });
    const pending = [];
    for (let i = 0; i < 50; i += 1)
      pending.push(await add(i % 2 === 0 ? { tickets: [[seat.id, 1]] } : {}));
    expect(await activeRegistrations(s.db, event.id)).toBe(15);
    const url = api(APPROVAL_API.statusUpdates(event.id));
    const responses = await Promise.all(
      pending.map((p) =>
        post(url, { idempotencyKey: `race-${event.id}-${p.id}`, selection: approve([p.id]) }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 202)).toBe(true);
    await Promise.all([
      runPendingJobs(s.db, jobRegistry),
      runPendingJobs(s.db, jobRegistry),
      runPendingJobs(s.db, jobRegistry),
    ]);
    expect(await activeRegistrations(s.db, event.id)).toBeLessThanOrEqual(20);
    expect(await activeRegistrations(s.db, event.id)).toBe(20);
    const [seatLeft] = await ticketAvailability(s.db, event.id);
    expect(seatLeft?.remaining).toBeGreaterThanOrEqual(0);
    const states = await s.db
      .select({ status: jobs.status, n: count() })
      .from(jobs)
      .where(eq(jobs.eventId, event.id))
      .groupBy(jobs.status);
    expect(Object.fromEntries(states.map((s) => [s.status, s.n]))).toEqual({
      COMPLETED: 5,
      FAILED: 45,
    });
    // Whichever job ran first took the last seats: a ticketed request may then fail on the sold
    // out seats or on capacity, one without tickets only on capacity; every failure says which.
    const failed = await s.db
      .select({ error: jobs.error })
      .from(jobs)
      .where(and(eq(jobs.eventId, event.id), eq(jobs.status, 'FAILED')));
    for (const job of failed)
      expect(job.error).toMatch(
        /not approved: (the event capacity is reached|tickets are sold out)/,
      );
    expect(failed.some((job) => /the event capacity is reached/.test(job.error ?? ''))).toBe(true);
  });

  it('approving anyway (skip steps) is allowed and counted', async () => {
    const { event, tickets, add } = await approvalEvent(s.db, s.fx, {
      capacity: 1,
      tickets: [{ name: 'Seat', quantity: 1 }],
    });
    const [seat] = tickets;
    if (!seat) throw new Error('tickets');
    const a = await add({ tickets: [[seat.id, 2]] });
    const response = await post(api(APPROVAL_API.statusUpdates(event.id)), {
      idempotencyKey: key(),
      selection: approve([a.id], { skipValidationSteps: ['TICKET_SOLD_OUT', 'EVENT_CAPACITY'] }),
    });
    expect(response.statusCode).toBe(202);
    await runPendingJobs(s.db, jobRegistry);
    expect(await activeRegistrations(s.db, event.id)).toBe(2);
    const types = (await get(s.app, api(APPROVAL_API.ticketTypes(event.id)), owner)).json()
      .ticketTypePublicListResponseList;
    expect(types[0].availableQuantity).toBe(0);
  });

  it('changes only the requests the action applies to (§4.1): approve pending, reject pending or approved-not-registered', async () => {
    const { event, add } = await approvalEvent(s.db, s.fx, { capacity: null });
    const pending = await add({});
    const rejected = await add({ status: 'REJECTED' });
    const completed = await add({ status: 'REGISTERED' });
    const approved = await add({ status: 'APPROVED' });
    const statusOf = async (id: number) =>
      (
        await s.db
          .select({ status: registrations.status })
          .from(registrations)
          .where(eq(registrations.id, id))
      )[0]?.status;

    const approval = await confirm(
      event.id,
      approve([pending.id, rejected.id, completed.id, approved.id]),
    );
    expect(approval.selectedCount).toBe(1);
    await post(api(APPROVAL_API.statusUpdates(event.id)), {
      idempotencyKey: key(),
      selection: approve([pending.id, rejected.id, completed.id]),
    });
    await runPendingJobs(s.db, jobRegistry);
    expect([
      await statusOf(pending.id),
      await statusOf(rejected.id),
      await statusOf(completed.id),
    ]).toEqual(['APPROVED', 'REJECTED', 'REGISTERED']);

    const reject = {
      status: 'REJECTED' as const,
      registrationIds: [approved.id, completed.id],
      selectedTab: 'APPROVED' as const,
    };
    expect((await confirm(event.id, reject)).selectedCount).toBe(1);
    await post(api(APPROVAL_API.statusUpdates(event.id)), {
      idempotencyKey: key(),
      selection: reject,
    });
    await runPendingJobs(s.db, jobRegistry);
    expect([await statusOf(approved.id), await statusOf(completed.id)]).toEqual([
      'REJECTED',
      'REGISTERED',
    ]);
  });

  it('releases reservations after 72 hours unless the registration completed', async () => {
    const { event, tickets, add } = await approvalEvent(s.db, s.fx, {
      tickets: [{ name: 'Seat', quantity: 5 }],
    });
    const [seat] = tickets;
    if (!seat) throw new Error('tickets');
    const a = await add({ tickets: [[seat.id, 2]] });
    const b = await add({ tickets: [[seat.id, 1]] });
    await post(api(APPROVAL_API.statusUpdates(event.id)), {
      idempotencyKey: key(),
      selection: approve([a.id, b.id]),
    });
    await runPendingJobs(s.db, jobRegistry);
    expect((await ticketAvailability(s.db, event.id))[0]?.remaining).toBe(2);
    const detail = ApprovalDetailResponseSchema.parse(
      (
        await get(s.app, api(APPROVAL_API.detail(event.id, a.flowId, a.flowContextId)), owner)
      ).json(),
    );
    expect(detail.ticketReservationExpiresAt).not.toBeNull();
    expect(detail.history).toEqual([
      {
        status: 'APPROVED',
        updatedByFirstName: 'Test',
        updatedByLastName: FIXTURE_USERS.owner,
        updatedAt: expect.any(String),
      },
    ]);
    expect(detail.request.attendeeStatusUpdatedByInfo).toMatchObject({
      updatedByFirstName: 'Test',
    });

    await s.db
      .update(registrations)
      .set({ status: 'REGISTERED' })
      .where(eq(registrations.id, b.id));
    const expiry = new Date(new Date(detail.ticketReservationExpiresAt ?? 0).getTime() + 1000);
    const openOf = async (id: number) =>
      (
        await s.db
          .select()
          .from(ticketReservations)
          .where(
            and(eq(ticketReservations.registrationId, id), isNull(ticketReservations.releasedAt)),
          )
      ).length;
    await releaseExpiredReservations(s.db, new Date(expiry.getTime() - 3600_000));
    expect([await openOf(a.id), await openOf(b.id)]).toEqual([1, 1]);
    expect(await releaseExpiredReservations(s.db, expiry)).toBeGreaterThanOrEqual(1);
    expect([await openOf(a.id), await openOf(b.id)]).toEqual([0, 1]);
    // 5 - 1 completed; a's 2 are free again.
    expect((await ticketAvailability(s.db, event.id))[0]?.remaining).toBe(4);
    const after = ApprovalDetailResponseSchema.parse(
      (
        await get(s.app, api(APPROVAL_API.detail(event.id, a.flowId, a.flowContextId)), owner)
      ).json(),
    );
    expect(after.ticketReservationExpiresAt).toBeNull();
    expect(
      (await get(s.app, api(APPROVAL_API.detail(event.id, a.flowId + 999, a.flowContextId)), owner))
        .statusCode,
    ).toBe(404);
  });

  it('select-all respects approvalCutoff and skips completed and in-progress rows', async () => {
    const { event, add } = await approvalEvent(s.db, s.fx);
    const early = await add({ createdAt: new Date('2029-01-01T00:00:00Z') });
    await add({ createdAt: new Date('2029-01-01T00:00:00Z'), inProgress: true });
    const late = await add({ createdAt: new Date('2029-06-01T00:00:00Z') });
    await add({ status: 'REGISTERED', createdAt: new Date('2029-01-01T00:00:00Z') });
    const approvedRow = await add({
      status: 'APPROVED',
      createdAt: new Date('2029-01-01T00:00:00Z'),
    });
    const selection: ApprovalSelection = {
      status: 'APPROVED',
      selectedTab: 'PENDING',
      updateByStatusFilter: true,
      approvalCutoff: '2029-03-01T00:00:00.000Z',
    };
    expect(await confirm(event.id, selection)).toMatchObject({
      selectedCount: 1,
      totalAttendeesBeingAdded: 1,
    });
    const response = await post(api(APPROVAL_API.statusUpdates(event.id)), {
      idempotencyKey: key(),
      selection,
    });
    expect(response.json().total).toBe(1);
    await add({ createdAt: new Date('2029-02-01T00:00:00Z') }); // arrives after the enqueue: not swept in
    await runPendingJobs(s.db, jobRegistry);
    const rows = await s.db
      .select({ id: registrations.id, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.eventId, event.id));
    const status = (id: number) => rows.find((r) => r.id === id)?.status;
    expect(status(early.id)).toBe('APPROVED');
    expect(status(late.id)).toBe('PENDING');
    expect(rows.filter((r) => r.status === 'PENDING')).toHaveLength(3);
    // Rejecting the whole APPROVED tab leaves the completed row alone.
    const reject: ApprovalSelection = {
      status: 'REJECTED',
      selectedTab: 'APPROVED',
      updateByStatusFilter: true,
    };
    expect(await confirm(event.id, reject)).toMatchObject({
      confirmationPopupType: 'REJECT_ALREADY_APPROVED',
      selectedCount: 2,
    });
    await post(api(APPROVAL_API.statusUpdates(event.id)), {
      idempotencyKey: key(),
      selection: reject,
    });
    await runPendingJobs(s.db, jobRegistry);
    const [completed] = await s.db
      .select({ n: count() })
      .from(registrations)
      .where(and(eq(registrations.eventId, event.id), eq(registrations.status, 'REGISTERED')));
    expect(completed?.n).toBe(1);
    const [rej] = await s.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, approvedRow.id));
    expect(rej?.status).toBe('REJECTED');
  });

  it('resends confirmations, deletes rejected requests of flex events only', async () => {
    const flex = await approvalEvent(s.db, s.fx, { isFlex: true });
    const approvedRow = await flex.add({ status: 'APPROVED' });
    const pendingRow = await flex.add();
    const rejectedRow = await flex.add({ status: 'REJECTED' });
    const resend = api(APPROVAL_API.resendConfirmation(flex.event.id));
    expect((await post(resend, { flowContextIds: [approvedRow.flowContextId] })).statusCode).toBe(
      204,
    );
    const bad = await post(resend, {
      flowContextIds: [approvedRow.flowContextId, pendingRow.flowContextId],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('flowContextIds');
    expect((await post(resend, { flowContextIds: [] })).statusCode).toBe(400);
    const outbox = (await get(s.app, api(OUTBOX_API.list(flex.event.id)), owner)).json().emails;
    expect(outbox).toEqual([
      expect.objectContaining({ template: 'REGISTRATION_CONFIRMATION', to: approvedRow.email }),
    ]);

    const del = (eventId: number, contextId: string) =>
      s.app.inject({
        method: 'DELETE',
        url: api(APPROVAL_API.deleteRejected(eventId, contextId)),
        headers: sessionHeaders(owner, true),
      });
    const refused = await del(flex.event.id, pendingRow.flowContextId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only rejected requests of flex events can be deleted.');
    expect((await del(flex.event.id, rejectedRow.flowContextId)).statusCode).toBe(204);
    expect(
      await s.db.select().from(registrations).where(eq(registrations.id, rejectedRow.id)),
    ).toHaveLength(0);
    expect((await del(flex.event.id, rejectedRow.flowContextId)).statusCode).toBe(404);
    const standard = await approvalEvent(s.db, s.fx);
    const r = await standard.add({ status: 'REJECTED' });
    expect((await del(standard.event.id, r.flowContextId)).statusCode).toBe(409);
  });

  it('downloads the report as CSV with escaped formulas', async () => {
    const { event, tickets, add } = await approvalEvent(s.db, s.fx);
    const [free] = tickets;
    if (!free) throw new Error('tickets');
    await add({ firstName: '=cmd()', lastName: '+x', tickets: [[free.id, 2]] });
    await add({ firstName: 'Plain', lastName: 'Name' });
    await add({ status: 'REJECTED' });
    const response = await get(
      s.app,
      `${api(APPROVAL_API.report(event.id))}?status=PENDING`,
      owner,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="approval-list.csv"',
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'First name,Last name,Email,Registration flow,Tickets,Coupons,Status,Created,Updated by,Updated at',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Plain,Name,/);
    expect(lines[2]).toMatch(/^'=cmd\(\),'\+x,.*,Public,Free x2,,Pending,/);
  });
});
