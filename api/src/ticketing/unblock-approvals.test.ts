/**
 * Fixing an offer through the ticketing endpoints frees the approvals §5 held back, at once and
 * through the approvals endpoints themselves: a ticket's sales reopened (its end moved into the
 * future or cleared) and a used-up coupon given more uses.
 */
import { before as beforeAll, it } from 'node:test';
import { expect } from 'expect';
import { eq, inArray } from 'drizzle-orm';
import { JobSchema } from '@console/shared/contract';
import {
  APPROVAL_API,
  ApprovalDetailsResponseSchema,
  CouponListSchema,
  type ApprovalSelection,
} from '@console/approvals-contract';
import { TICKETING_API, TicketListSchema } from '@console/registration-contract';
import { createFeatureJobRegistry } from '../app';
import { registrations } from '../db/schema';
import { jobs } from '../jobs/schema';
import { runPendingJobs } from '../jobs/worker';
import { approvalEvent } from '../approvals/approvals-fixture';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { login, sessionHeaders, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { DAY, daysFromNow, ticketingCalls } from './ticketing-fixture';

describeApi('ticketing: fixed offers unblock approvals', buildFixture, (s) => {
  const jobRegistry = createFeatureJobRegistry();
  let organizer: TestSession;
  let approver: TestSession;
  let keySeq = 0;
  const ticketing = ticketingCalls(s, () => organizer);
  beforeAll(async () => {
    organizer = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    approver = await login(s.app, FIXTURE_USERS.approver, FIXTURE_PASSWORD);
  });

  const approvals = (method: 'GET' | 'POST', url: string, payload?: object) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      headers: sessionHeaders(approver, method === 'POST'),
      ...(payload === undefined ? {} : { payload }),
    });
  const approve = (registrationIds: number[]): ApprovalSelection => ({
    status: 'APPROVED',
    selectedTab: 'PENDING',
    registrationIds,
  });
  const confirm = async (eventId: number, selection: ApprovalSelection) => {
    const response = await approvals('POST', APPROVAL_API.confirmation(eventId), selection);
    expect(response.statusCode).toBe(200);
    return ApprovalDetailsResponseSchema.parse(response.json());
  };
  const update = (eventId: number, selection: ApprovalSelection) =>
    approvals('POST', APPROVAL_API.statusUpdates(eventId), {
      idempotencyKey: `unblock-${(keySeq += 1)}-${eventId}`,
      selection,
    });
  /** Approves through the status-update job and answers the requests' statuses afterwards. */
  const approveAll = async (eventId: number, ids: number[]) => {
    const accepted = await update(eventId, approve(ids));
    expect(accepted.statusCode).toBe(202);
    const job = JobSchema.parse(accepted.json());
    await runPendingJobs(s.db, jobRegistry);
    const [done] = await s.db.select().from(jobs).where(eq(jobs.id, job.jobId));
    expect(done).toMatchObject({ status: 'COMPLETED', processed: ids.length });
    const rows = await s.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(inArray(registrations.id, ids));
    return rows.map((row) => row.status);
  };

  for (const [how, salesEndAt] of [
    ['moved into the future', daysFromNow(7)],
    ['cleared', null],
  ] as const) {
    it(`approves a request blocked TICKET_SALES_ENDED once the sales end is ${how}`, async () => {
      const { event, tickets, add } = await approvalEvent(s.db, s.fx, {
        tickets: [
          { name: 'Open', quantity: 100 },
          { name: 'Workshop', quantity: 100, salesEndAt: new Date(Date.now() - DAY) },
        ],
      });
      const [open, workshop] = tickets;
      if (!open || !workshop) throw new Error('tickets');
      const blocked = [
        await add({ tickets: [[workshop.id, 1]] }),
        await add({
          tickets: [
            [open.id, 1],
            [workshop.id, 2],
          ],
        }),
      ];
      const ids = blocked.map((r) => r.id);
      expect(await confirm(event.id, approve(ids))).toMatchObject({
        selectedCount: 0,
        blocked: { ticketSalesEnded: 2, couponUsageLimitReached: 0 },
      });
      const refused = await update(event.id, approve(ids));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'APPROVAL_BLOCKED' });
      const listed = TicketListSchema.parse(
        (await ticketing.get(TICKETING_API.ticketTypes(event.id))).json(),
      ).ticketTypes;
      expect(listed.find((t) => t.ticketTypeId === workshop.id)).toMatchObject({
        salesState: 'ENDED',
        blockedRequests: 2,
      });

      const reopened = await ticketing.patch(TICKETING_API.ticketType(event.id, workshop.id), {
        salesEndAt,
      });
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json()).toMatchObject({
        salesEndAt: salesEndAt === null ? null : new Date(salesEndAt).toISOString(),
        salesState: 'ON_SALE',
        blockedRequests: 0,
      });
      expect(await confirm(event.id, approve(ids))).toMatchObject({
        selectedCount: 2,
        blocked: { ticketSalesEnded: 0, couponUsageLimitReached: 0 },
      });
      expect(await approveAll(event.id, ids)).toEqual(['APPROVED', 'APPROVED']);
    });
  }

  it('approves requests blocked COUPON_USAGE_LIMIT_REACHED once the coupon allows more uses', async () => {
    const { event, add, addCoupon } = await approvalEvent(s.db, s.fx);
    const coupon = await addCoupon('TWO-ONLY', 2);
    const blocked = [await add({ couponIds: [coupon.id] }), await add({ couponIds: [coupon.id] })];
    const ids = blocked.map((r) => r.id);
    expect(await confirm(event.id, approve(ids))).toMatchObject({
      selectedCount: 0,
      blocked: { ticketSalesEnded: 0, couponUsageLimitReached: 2 },
    });
    const before = CouponListSchema.parse(
      (await approvals('GET', APPROVAL_API.coupons(event.id))).json(),
    );
    expect(before.coupons).toEqual([
      { couponId: coupon.id, code: 'TWO-ONLY', availableQuantity: 0, quantity: 2, used: 2 },
    ]);
    expect((await update(event.id, approve(ids))).statusCode).toBe(409);

    const raised = await ticketing.patch(TICKETING_API.coupon(event.id, coupon.id), {
      quantity: 3,
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ used: 2, available: 1, usageLimitReached: false });
    // The approvals' own coupon list (the browser's §5 check) agrees.
    const after = CouponListSchema.parse(
      (await approvals('GET', APPROVAL_API.coupons(event.id))).json(),
    );
    expect(after.coupons[0]?.availableQuantity).toBe(1);
    expect(await confirm(event.id, approve(ids))).toMatchObject({
      selectedCount: 2,
      blocked: { ticketSalesEnded: 0, couponUsageLimitReached: 0 },
    });
    expect(await approveAll(event.id, ids)).toEqual(['APPROVED', 'APPROVED']);
  });
});
