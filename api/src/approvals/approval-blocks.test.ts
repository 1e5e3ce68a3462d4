/**
 * §5 on the server: an approval leaves out, and counts, the requests whose ticket sales ended or
 * whose coupon is used up, over the whole selection (select-all included), and the job re-checks.
 */
import { before as beforeAll, it } from 'node:test';
import { expect } from 'expect';
import { eq, inArray } from 'drizzle-orm';
import { JobSchema } from '@console/shared/contract';
import { createFeatureJobRegistry } from '../app';
import { registrations, ticketTypes } from '../db/schema';
import { jobs } from '../jobs/schema';
import { runPendingJobs } from '../jobs/worker';
import { describeApi } from '../testing/suite';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { login, sessionHeaders, type TestSession } from '../testing/http';
import { approvalEvent } from './approvals-fixture';
import {
  APPROVAL_API,
  ApprovalDetailsResponseSchema,
  type ApprovalSelection,
} from '@console/approvals-contract';

const DAY = 86_400_000;

describeApi('approvals: §5 blocks on the server', buildFixture, (s) => {
  const jobRegistry = createFeatureJobRegistry();
  let approver: TestSession;
  let keySeq = 0;
  const post = (url: string, payload: object) =>
    s.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: sessionHeaders(approver, true),
    });
  const confirm = async (eventId: number, selection: ApprovalSelection) => {
    const response = await post(APPROVAL_API.confirmation(eventId), selection);
    expect(response.statusCode).toBe(200);
    return ApprovalDetailsResponseSchema.parse(response.json());
  };
  const update = (eventId: number, selection: ApprovalSelection) =>
    post(APPROVAL_API.statusUpdates(eventId), {
      idempotencyKey: `blocks-${(keySeq += 1)}-${eventId}`,
      selection,
    });
  const statuses = async (ids: number[]) =>
    Object.fromEntries(
      (
        await s.db
          .select({ id: registrations.id, status: registrations.status })
          .from(registrations)
          .where(inArray(registrations.id, ids))
      ).map((r) => [r.id, r.status]),
    );
  const selectAll = (extra: Partial<ApprovalSelection> = {}): ApprovalSelection => ({
    status: 'APPROVED',
    selectedTab: 'PENDING',
    updateByStatusFilter: true,
    ...extra,
  });

  /** 25 pending requests: 3 with an ended ticket (one also with the used-up coupon), 2 more with the coupon. */
  async function blockedEvent() {
    const fixture = await approvalEvent(s.db, s.fx, {
      tickets: [
        { name: 'Open', quantity: 1000 },
        { name: 'Ended', quantity: 1000, salesEndAt: new Date(Date.now() - DAY) },
        { name: 'Later', quantity: 1000, salesEndAt: new Date(Date.now() + DAY) },
      ],
    });
    const [open, ended, later] = fixture.tickets;
    if (!open || !ended || !later) throw new Error('tickets');
    const usedUp = await fixture.addCoupon('USEDUP', 3);
    const spare = await fixture.addCoupon('SPARE', 10);
    const unlimited = await fixture.addCoupon('ANY', null);
    const fine = [];
    for (let i = 0; i < 18; i += 1)
      fine.push(
        await fixture.add({
          tickets: [[i % 2 === 0 ? open.id : later.id, 1]],
          couponIds: i % 3 === 0 ? [spare.id, unlimited.id] : [],
        }),
      );
    // The blocked ones are created last: the first page of the list (newest first) shows them,
    // the oldest ones (another page) are fine.
    const salesEnded = [
      await fixture.add({ tickets: [[ended.id, 1]] }),
      await fixture.add({
        tickets: [
          [open.id, 1],
          [ended.id, 2],
        ],
      }),
      await fixture.add({ tickets: [[ended.id, 1]], couponIds: [usedUp.id] }),
    ];
    const couponUsedUp = [
      await fixture.add({ tickets: [[open.id, 1]], couponIds: [usedUp.id] }),
      await fixture.add({ couponIds: [usedUp.id, unlimited.id] }),
    ];
    // Not pending: never part of an approval, blocked or not.
    await fixture.add({ status: 'REJECTED', tickets: [[ended.id, 1]] });
    await fixture.add({ inProgress: true, tickets: [[ended.id, 1]] });
    return { ...fixture, fine, salesEnded, couponUsedUp, ended };
  }

  beforeAll(async () => {
    approver = await login(s.app, FIXTURE_USERS.approver, FIXTURE_PASSWORD);
  });

  it('the confirmation of a select-all counts the blocked requests of every page, by reason', async () => {
    const { event, fine } = await blockedEvent();
    const details = await confirm(event.id, selectAll());
    expect(details).toMatchObject({
      selectedCount: fine.length,
      blocked: { ticketSalesEnded: 3, couponUsageLimitReached: 2 },
      totalAttendeesBeingAdded: fine.length,
    });
    // The same with a filter: only what the filter selects is counted.
    const filtered = await confirm(event.id, selectAll({ query: 'number19' }));
    expect(filtered).toMatchObject({
      selectedCount: 0,
      blocked: { ticketSalesEnded: 1, couponUsageLimitReached: 0 },
    });
  });

  it('the confirmation names what blocks the selection: each ticket type and coupon with its sales end or uses, and how many selected requests hold it', async () => {
    const { event, ended, fine, salesEnded, couponUsedUp } = await blockedEvent();
    const usedUp = { code: 'USEDUP', quantity: 3, used: 3 };
    const endedTicket = {
      ticketTypeId: ended.id,
      name: 'Ended',
      salesEndAt: ended.salesEndAt?.toISOString(),
    };
    // Every page: the rejected and in-progress holders of the ended ticket are not part of it; the
    // request holding both counts under each (its blocked count goes to ticket sales).
    expect((await confirm(event.id, selectAll())).blockers).toEqual({
      ticketTypes: [{ ...endedTicket, requests: 3 }],
      coupons: [{ couponId: expect.any(Number), ...usedUp, requests: 3 }],
    });
    expect((await confirm(event.id, selectAll({ query: 'number19' }))).blockers).toEqual({
      ticketTypes: [{ ...endedTicket, requests: 1 }],
      coupons: [],
    });
    const explicit = await confirm(event.id, {
      status: 'APPROVED',
      selectedTab: 'PENDING',
      registrationIds: [fine[0], salesEnded[0], couponUsedUp[0], couponUsedUp[1]].map(
        (r) => r?.id ?? 0,
      ),
    });
    expect(explicit.blockers).toEqual({
      ticketTypes: [{ ...endedTicket, requests: 1 }],
      coupons: [{ couponId: expect.any(Number), ...usedUp, requests: 2 }],
    });
    // Nothing blocked, or a rejection: nothing named.
    const none = { ticketTypes: [], coupons: [] };
    const fineIds = fine.map((r) => r.id);
    expect(
      (
        await confirm(event.id, {
          status: 'APPROVED',
          selectedTab: 'PENDING',
          registrationIds: fineIds,
        })
      ).blockers,
    ).toEqual(none);
    expect((await confirm(event.id, selectAll({ status: 'REJECTED' }))).blockers).toEqual(none);
    // The coupon list answers the same uses, so a row names them as the dialog does.
    const listed = await s.app.inject({
      method: 'GET',
      url: `/api${APPROVAL_API.coupons(event.id)}`,
      headers: sessionHeaders(approver),
    });
    expect(listed.json().coupons).toContainEqual(
      expect.objectContaining({ ...usedUp, availableQuantity: 0 }),
    );
  });

  it('explicit ids are checked too; a rejection is never blocked', async () => {
    const { event, fine, salesEnded, couponUsedUp } = await blockedEvent();
    const ids = [fine[0], salesEnded[0], couponUsedUp[0]].map((r) => r?.id ?? 0);
    const approve = await confirm(event.id, {
      status: 'APPROVED',
      selectedTab: 'PENDING',
      registrationIds: ids,
    });
    expect(approve).toMatchObject({
      selectedCount: 1,
      blocked: { ticketSalesEnded: 1, couponUsageLimitReached: 1 },
    });
    const reject = await confirm(event.id, {
      status: 'REJECTED',
      selectedTab: 'PENDING',
      registrationIds: ids,
    });
    expect(reject).toMatchObject({
      selectedCount: 3,
      blocked: { ticketSalesEnded: 0, couponUsageLimitReached: 0 },
    });
  });

  it('a status update holding blocked requests is refused unless it excludes them', async () => {
    const { event, fine, salesEnded, couponUsedUp } = await blockedEvent();
    const refused = await update(event.id, selectAll());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'APPROVAL_BLOCKED',
      message:
        '5 of the 23 selected requests cannot be approved: 3 because the sales of their ticket ended, 2 because their coupon has no uses left. Send excludeBlocked to approve the other 18; the blocked ones stay pending.',
    });
    expect(await s.db.select().from(jobs).where(eq(jobs.eventId, event.id))).toHaveLength(0);

    const accepted = await update(event.id, selectAll({ excludeBlocked: true }));
    expect(accepted.statusCode).toBe(202);
    const job = JobSchema.parse(accepted.json());
    expect(job.total).toBe(fine.length);
    await runPendingJobs(s.db, jobRegistry);
    const [done] = await s.db.select().from(jobs).where(eq(jobs.id, job.jobId));
    expect(done).toMatchObject({ status: 'COMPLETED', processed: fine.length });
    const after = await statuses([...fine, ...salesEnded, ...couponUsedUp].map((r) => r.id));
    for (const row of fine) expect(after[row.id]).toBe('APPROVED');
    for (const row of [...salesEnded, ...couponUsedUp]) expect(after[row.id]).toBe('PENDING');
  });

  it('a selection whose every request is blocked is refused, even excluding them', async () => {
    const { event, salesEnded } = await blockedEvent();
    const ids = salesEnded.map((r) => r.id);
    const refused = await update(event.id, {
      status: 'APPROVED',
      selectedTab: 'PENDING',
      registrationIds: ids,
      excludeBlocked: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'APPROVAL_BLOCKED',
      message:
        '3 of the 3 selected requests cannot be approved: 3 because the sales of their ticket ended.',
    });
  });

  it('the job re-checks: a ticket whose sales end after the update was queued is not approved', async () => {
    const { event, fine, tickets } = await blockedEvent();
    const later = tickets[2];
    if (!later) throw new Error('tickets');
    const holders = fine.filter((_, i) => i % 2 === 1);
    const accepted = await update(event.id, selectAll({ excludeBlocked: true }));
    expect(accepted.statusCode).toBe(202);
    const job = JobSchema.parse(accepted.json());
    await s.db
      .update(ticketTypes)
      .set({ salesEndAt: new Date(Date.now() - 1000) })
      .where(eq(ticketTypes.id, later.id));
    await runPendingJobs(s.db, jobRegistry);
    const [done] = await s.db.select().from(jobs).where(eq(jobs.id, job.jobId));
    expect(done).toMatchObject({
      status: 'FAILED',
      error: `${holders.length} of ${fine.length} requests were not approved: ticket sales ended.`,
    });
    const after = await statuses(fine.map((r) => r.id));
    for (const row of fine)
      expect(after[row.id]).toBe(holders.includes(row) ? 'PENDING' : 'APPROVED');
  });
});
