/**
 * The query paths built for 1,000,000 requests, at small scale: the stored approval tab (APPROVED
 * and REGISTERED listed together, newest first), the flow filter on it, offsets over rows of the
 * same instant, and the totals kept by triggers (approval_tab_counts) against a real count after
 * inserts, status changes and deletes; each request's ticket lines and coupons, read for a page or a
 * report's chunk at once. A wrong index order or a missed trigger shows up here.
 */
import { before as beforeAll, it } from 'node:test';
import { expect } from 'expect';
import { eq, inArray } from 'drizzle-orm';
import { APPROVAL_API, ApprovalListResponseSchema } from '@console/approvals-contract';
import { registrations } from '../db/schema';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { approvalEvent } from './approvals-fixture';
import { filterWhere, type ApprovalFilter } from './queries';
import { allRequests, selectRequests } from './serialize';
import { countMatching, keptCountsAnswer, tabTotals } from './tab-totals';

const TABS = ['PENDING', 'APPROVED', 'REJECTED'] as const;

describeApi('approvals list at scale (small)', buildFixture, (s) => {
  let owner: TestSession;
  beforeAll(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
  });
  const list = async (eventId: number, query: string) => {
    const url = `/api${APPROVAL_API.list(eventId)}?${query}`;
    const response = await get(s.app, url, owner);
    expect(response.statusCode).toBe(200);
    return ApprovalListResponseSchema.parse(response.json());
  };
  /** Every filter of tab x flows the kept counts answer, against counting the rows. */
  const expectKeptCountsExact = async (eventId: number, flowIds: number[]) => {
    const flowFilters = [undefined, ...flowIds.map((id) => [id]), flowIds];
    for (const status of TABS)
      for (const flows of flowFilters) {
        const filter: ApprovalFilter = { status, flowIds: flows };
        expect(keptCountsAnswer(filter)).toBe(true);
        const counted = await countMatching(s.db, filterWhere(eventId, filter));
        expect({ status, flows, ...(await tabTotals(s.db, eventId, filter)) }).toEqual({
          status,
          flows,
          ...counted,
        });
      }
  };

  it('lists APPROVED and REGISTERED together newest first, with the flow filter on that tab', async () => {
    const { event, flows, add } = await approvalEvent(s.db, s.fx);
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute));
    const approved1 = await add({ status: 'APPROVED', createdAt: at(1) });
    const registered2 = await add({ status: 'REGISTERED', createdAt: at(2), flow: 'b' });
    const approved3 = await add({ status: 'APPROVED', createdAt: at(3), flow: 'b' });
    const registered4 = await add({ status: 'REGISTERED', createdAt: at(4) });
    await add({ status: 'PENDING', createdAt: at(5) });
    await add({ status: 'REJECTED', createdAt: at(6), flow: 'b' });
    const ids = (r: { items: { registrationId: number }[] }) =>
      r.items.map((i) => i.registrationId);

    const approved = await list(event.id, 'status=APPROVED');
    expect(ids(approved)).toEqual([registered4.id, approved3.id, registered2.id, approved1.id]);
    expect(approved).toMatchObject({ total: 4, selectableTotal: 2 });
    const flowB = await list(event.id, `status=APPROVED&flowIds=${flows.b.id}`);
    expect(ids(flowB)).toEqual([approved3.id, registered2.id]);
    expect(flowB).toMatchObject({ total: 2, selectableTotal: 1 });
    const both = await list(
      event.id,
      `status=APPROVED&flowIds=${flows.a.id}&flowIds=${flows.b.id}`,
    );
    expect(ids(both)).toEqual(ids(approved));
    expect(both.total).toBe(4);
    const page2 = await list(event.id, `status=APPROVED&flowIds=${flows.b.id}&limit=1&offset=1`);
    expect(ids(page2)).toEqual([registered2.id]);
    expect(page2.total).toBe(2);
    // A search is counted, not read from the kept counts.
    const search = await list(event.id, `status=APPROVED&query=number4`);
    expect(ids(search)).toEqual([registered4.id]);
    expect(search).toMatchObject({ total: 1, selectableTotal: 0 });
  });

  it('pages by offset in one stable order, ties on created_at broken by id', async () => {
    const { event, add } = await approvalEvent(s.db, s.fx);
    const same = new Date(Date.UTC(2030, 5, 1));
    const rows = [];
    for (let i = 0; i < 7; i += 1)
      rows.push(await add({ status: i % 2 === 0 ? 'APPROVED' : 'REGISTERED', createdAt: same }));
    const expected = rows.map((r) => r.id).sort((a, b) => b - a);
    const seen: number[] = [];
    for (let offset = 0; offset < 8; offset += 3) {
      const page = await list(event.id, `status=APPROVED&limit=3&offset=${offset}`);
      expect(page.total).toBe(7);
      seen.push(...page.items.map((i) => i.registrationId));
    }
    expect(seen).toEqual(expected);
  });

  it('keeps the tab totals exact through inserts, status changes, flow moves and deletes', async () => {
    const { event, flows, add } = await approvalEvent(s.db, s.fx);
    const flowIds = [flows.a.id, flows.b.id];
    await expectKeptCountsExact(event.id, flowIds);
    const rows = [];
    for (const [i, status] of (
      ['PENDING', 'APPROVED', 'REGISTERED', 'REJECTED'] as const
    ).entries())
      for (const flow of ['a', 'b'] as const)
        rows.push(await add({ status, flow, inProgress: i < 2 && flow === 'b' }));
    await expectKeptCountsExact(event.id, flowIds);
    const r = registrations;
    const pendingIds = rows.filter((row) => row.status === 'PENDING').map((row) => row.id);
    await s.db.update(r).set({ status: 'APPROVED' }).where(inArray(r.id, pendingIds));
    await expectKeptCountsExact(event.id, flowIds);
    await s.db
      .update(r)
      .set({ isTransactionInProgress: false, flowId: flows.a.id })
      .where(eq(r.eventId, event.id));
    await expectKeptCountsExact(event.id, flowIds);
    // An update that changes nothing counted leaves the counts alone.
    await s.db.update(r).set({ firstName: 'Renamed' }).where(eq(r.eventId, event.id));
    await expectKeptCountsExact(event.id, flowIds);
    await s.db.delete(r).where(
      inArray(
        r.id,
        rows.slice(0, 3).map((row) => row.id),
      ),
    );
    await expectKeptCountsExact(event.id, flowIds);
    const approved = await list(event.id, 'status=APPROVED');
    expect(approved.total).toBe(approved.items.length);
  });

  it('gives each request its own ticket lines and coupons, on a page and in every report chunk', async () => {
    const { event, tickets, add, addCoupon } = await approvalEvent(s.db, s.fx);
    const [free, paid] = tickets;
    if (!free || !paid) throw new Error('tickets');
    const early = await addCoupon('EARLY', null);
    const team = await addCoupon('TEAM', null);
    const specs = [
      {
        tickets: [
          [paid.id, 2],
          [free.id, 1],
        ] as [number, number][],
        couponIds: [team.id, early.id],
      },
      { tickets: [] as [number, number][], couponIds: [] },
      { tickets: [[free.id, 3]] as [number, number][], couponIds: [early.id] },
      { tickets: [[paid.id, 1]] as [number, number][], couponIds: [team.id] },
      {
        tickets: [
          [free.id, 1],
          [paid.id, 4],
        ] as [number, number][],
        couponIds: [],
      },
    ];
    const expected = new Map<number, { tickets: string[]; coupons: string[] }>();
    const names = new Map([
      [free.id, 'Free'],
      [paid.id, 'Paid'],
    ]);
    for (const spec of specs) {
      const row = await add(spec);
      expected.set(row.id, {
        tickets: [...spec.tickets]
          .sort(([a], [b]) => a - b)
          .map(([id, n]) => `${names.get(id)} x${n}`),
        coupons: spec.couponIds
          .map((id) => (id === early.id ? early : team))
          .sort((a, b) => a.id - b.id)
          .map((c) => c.code),
      });
    }
    const offersOf = (request: {
      tickets: { name: string; count: number }[];
      coupons: { code: string }[];
    }) => ({
      tickets: request.tickets.map((t) => `${t.name} x${t.count}`),
      coupons: request.coupons.map((c) => c.code),
    });
    const where = filterWhere(event.id, { status: 'PENDING' });
    const page = await selectRequests(s.db, where, { limit: 20 });
    expect(page).toHaveLength(specs.length);
    for (const request of page)
      expect(offersOf(request)).toEqual(expected.get(request.registrationId));
    const chunks = [];
    for await (const chunk of allRequests(s.db, where, 2)) chunks.push(chunk);
    expect(chunks.map((chunk) => chunk.length)).toEqual([2, 2, 1]);
    for (const request of chunks.flat())
      expect(offersOf(request)).toEqual(expected.get(request.registrationId));
  });
});
