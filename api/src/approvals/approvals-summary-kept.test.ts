/**
 * The counts summary, the active registrations and the ticket-filtered list totals come from kept
 * counts (approval_tab_counts' completed and attendees per set of requested tickets,
 * registrations.attendee_count and requested_ticket_type_ids; migrations 0013, 0019). At small
 * scale they must equal what is counted from the requests and their ticket lines (the spec's rule:
 * a request's attendees are its tickets' counts, 1 without tickets; the ticket filter keeps the
 * requests with a line of any chosen ticket) after every kind of write.
 */
import { before as beforeAll, it } from 'node:test';
import { expect } from 'expect';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  APPROVAL_API,
  RegistrationCountsSummarySchema,
  type ApprovalStatus,
} from '@console/approvals-contract';
import { queryRows } from '../db/client';
import { registrations } from '../db/schema';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { approvalEvent } from './approvals-fixture';
import { intList } from '../db/query-helpers';
import { activeRegistrations } from './queries';
import { registrationTickets } from './schema';
import { keptSummary, type KeptSummary } from './summary';
import { tabTotals } from './tab-totals';

const TABS = ['PENDING', 'APPROVED', 'REJECTED'] as const satisfies readonly ApprovalStatus[];

describeApi('approvals summary from kept counts', buildFixture, (s) => {
  let owner: TestSession;
  beforeAll(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
  });

  /** The summary counted from the requests and their ticket lines, as the route did before. */
  const countedSummary = async (eventId: number): Promise<KeptSummary> => {
    const rows = await queryRows<{
      tab: keyof KeptSummary;
      requests: number;
      completed: number;
      attendees: number;
    }>(
      s.db,
      sql`select approval_tab as tab, count(*)::int as requests,
          (count(*) filter (where status = 'REGISTERED'))::int as completed,
          sum(coalesce((select sum(rt.count) from registration_tickets rt where rt.registration_id = r.id), 1))::int as attendees
        from registrations r where r.event_id = ${eventId}::int group by 1`,
    );
    const empty = { requests: 0, completed: 0, attendees: 0 };
    const summary: KeptSummary = { PENDING: empty, APPROVED: empty, REJECTED: empty };
    for (const { tab, ...counts } of rows) summary[tab] = counts;
    return summary;
  };

  /** Each tab's total and selectable requests with a ticket line of any of `ticketTypeIds`. */
  const countedTicketTotals = async (eventId: number, ticketTypeIds: number[]) => {
    const rows = await queryRows<{ tab: ApprovalStatus; total: number; selectable: number }>(
      s.db,
      sql`select approval_tab as tab, count(*)::int as total,
          (count(*) filter (where status <> 'REGISTERED' and not is_transaction_in_progress))::int as selectable
        from registrations r where r.event_id = ${eventId}::int
          and exists (select 1 from registration_tickets rt where rt.registration_id = r.id
            and rt.ticket_type_id = any(${intList(ticketTypeIds)}))
        group by 1`,
    );
    return TABS.map((tab) => {
      const row = rows.find((r) => r.tab === tab);
      return { tab, total: row?.total ?? 0, selectable: row?.selectable ?? 0 };
    });
  };

  /**
   * Kept equals counted, for the summary, active registrations, every attendee_count and
   * requested_ticket_type_ids, and each tab's totals under every ticket filter.
   */
  const expectKeptExactFor = async (eventId: number, ticketFilters: number[][]) => {
    const counted = await countedSummary(eventId);
    expect(await keptSummary(s.db, eventId)).toEqual(counted);
    expect(await activeRegistrations(s.db, eventId)).toBe(counted.APPROVED.attendees);
    const wrong = await queryRows<{ id: number }>(
      s.db,
      sql`select r.id from registrations r where r.event_id = ${eventId}::int and r.attendee_count <>
        coalesce((select sum(rt.count) from registration_tickets rt where rt.registration_id = r.id), 1)
        or r.requested_ticket_type_ids <> coalesce((select array_agg(rt.ticket_type_id order by rt.ticket_type_id)
          from registration_tickets rt where rt.registration_id = r.id), '{}')`,
    );
    expect(wrong).toEqual([]);
    for (const ticketTypeIds of ticketFilters) {
      const kept = [];
      for (const tab of TABS)
        kept.push({ tab, ...(await tabTotals(s.db, eventId, { status: tab, ticketTypeIds })) });
      expect({ ticketTypeIds, kept }).toEqual({
        ticketTypeIds,
        kept: await countedTicketTotals(eventId, ticketTypeIds),
      });
    }
  };

  it('keeps the summary exact through inserts, ticket lines, status changes, flow moves and deletes', async () => {
    const { event, flows, tickets, add } = await approvalEvent(s.db, s.fx);
    const [free, paid] = tickets;
    if (!free || !paid) throw new Error('tickets missing');
    const ticketFilters = [[free.id], [paid.id], [free.id, paid.id]];
    const expectKeptExact = (eventId: number) => expectKeptExactFor(eventId, ticketFilters);
    await expectKeptExact(event.id);

    const pending = await add({ status: 'PENDING', tickets: [[free.id, 2]] });
    const pendingTwoLines = await add({
      status: 'PENDING',
      flow: 'b',
      tickets: [
        [free.id, 1],
        [paid.id, 3],
      ],
    });
    const approved = await add({ status: 'APPROVED', tickets: [[paid.id, 4]] });
    const approvedNoTicket = await add({ status: 'APPROVED', flow: 'b' });
    const registered = await add({ status: 'REGISTERED', tickets: [[free.id, 5]] });
    const rejected = await add({ status: 'REJECTED', flow: 'b', tickets: [[free.id, 2]] });
    await add({ status: 'PENDING' });
    await expectKeptExact(event.id);
    // The ticket filters meet requests in every tab, one of them with both tickets.
    const both = await countedTicketTotals(event.id, [free.id, paid.id]);
    expect(both.map((tab) => tab.total)).toEqual([2, 2, 1]);

    const rt = registrationTickets;
    // Ticket lines added (to a request without any, and a second line), changed and removed.
    await s.db.insert(rt).values([
      { registrationId: approvedNoTicket.id, ticketTypeId: free.id, count: 3 },
      { registrationId: pending.id, ticketTypeId: paid.id, count: 1 },
    ]);
    await expectKeptExact(event.id);
    await s.db.update(rt).set({ count: 7 }).where(eq(rt.registrationId, approved.id));
    await s.db
      .update(rt)
      .set({ count: sql`${rt.count} + 1` })
      .where(eq(rt.ticketTypeId, free.id));
    await expectKeptExact(event.id);
    // A line moved to another request: both requests change.
    await s.db
      .update(rt)
      .set({ registrationId: rejected.id })
      .where(and(eq(rt.registrationId, pendingTwoLines.id), eq(rt.ticketTypeId, paid.id)));
    await expectKeptExact(event.id);
    // Removing a request's last line makes it one attendee again.
    await s.db.delete(rt).where(eq(rt.registrationId, registered.id));
    await expectKeptExact(event.id);

    const r = registrations;
    await s.db
      .update(r)
      .set({ status: 'REGISTERED' })
      .where(inArray(r.id, [approved.id, approvedNoTicket.id]));
    await s.db.update(r).set({ status: 'REJECTED' }).where(eq(r.id, pending.id));
    await s.db.update(r).set({ status: 'APPROVED' }).where(eq(r.id, rejected.id));
    await expectKeptExact(event.id);
    await s.db.update(r).set({ flowId: flows.a.id }).where(eq(r.eventId, event.id));
    await expectKeptExact(event.id);
    // Deleting requests deletes their lines by cascade.
    await s.db.delete(r).where(inArray(r.id, [approved.id, pendingTwoLines.id]));
    await expectKeptExact(event.id);

    const response = await get(s.app, `/api${APPROVAL_API.summary(event.id)}`, owner);
    const summary = RegistrationCountsSummarySchema.parse(response.json());
    const counted = await countedSummary(event.id);
    expect(summary).toMatchObject({
      totalActiveRegistrations: counted.APPROVED.attendees,
      totalPendingRegistrations: counted.PENDING.requests,
      totalRejectedRegistrations: counted.REJECTED.requests,
      totalApprovedRegistrations: counted.APPROVED.requests,
      totalPendingRegistrationsIncludesTicketsQuantity: counted.PENDING.attendees,
      totalRejectedRegistrationsIncludesTicketsQuantity: counted.REJECTED.attendees,
      totalRegistrationCompletedAfterApproved: counted.APPROVED.completed,
    });
    expect(counted.APPROVED.completed).toBe(2);
  });
});
