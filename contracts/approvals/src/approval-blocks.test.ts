import {
  approvalBlockerDetails,
  approvalBlockers,
  approvalBlockOutcome,
  blockedDialogTitle,
  blockedTotal,
  blockOfBlockers,
  closedOffers,
  countApprovalBlocks,
  rowApprovalBlock,
  type ApprovalBlockCatalog,
  type ApprovalBlockSubject,
  type LocalApprovalBlock,
} from './rules';

const now = new Date('2026-06-01T00:00:00Z');
const catalog: ApprovalBlockCatalog = {
  ticketTypes: [
    { ticketTypeId: 1, salesEndAt: null },
    { ticketTypeId: 2, salesEndAt: '2026-05-31T23:59:59Z' },
    { ticketTypeId: 3, salesEndAt: '2026-06-01T00:00:01Z' },
  ],
  coupons: [
    { couponId: 10, availableQuantity: null },
    { couponId: 11, availableQuantity: 0 },
    { couponId: 12, availableQuantity: 1 },
  ],
};
const subject = (tickets: number[], coupons: number[] = []): ApprovalBlockSubject => ({
  tickets: tickets.map((ticketTypeId) => ({ ticketTypeId })),
  coupons: coupons.map((couponId) => ({ couponId })),
});

describe('rowApprovalBlock (§5, per request)', () => {
  it.each<[string, ApprovalBlockSubject, LocalApprovalBlock | null]>([
    ['no tickets, no coupons', subject([]), null],
    ['a ticket without a sales end', subject([1]), null],
    ['a ticket whose sales end later', subject([3]), null],
    ['a ticket whose sales ended', subject([2]), 'TICKET_SALES_ENDED'],
    ['one of its tickets ended', subject([1, 2]), 'TICKET_SALES_ENDED'],
    ['an unlimited coupon', subject([1], [10]), null],
    ['a coupon with uses left', subject([1], [12]), null],
    ['a used-up coupon', subject([1], [11]), 'COUPON_USAGE_LIMIT_REACHED'],
    ['both: ticket sales first', subject([2], [11]), 'TICKET_SALES_ENDED'],
    ['a ticket and a coupon the event does not list', subject([99], [98]), null],
  ])('%s', (_, row, expected) => {
    expect(rowApprovalBlock(row, catalog, now)).toBe(expected);
  });

  it('compares with the given instant, not the clock', () => {
    expect(rowApprovalBlock(subject([3]), catalog, new Date('2026-06-02T00:00:00Z'))).toBe(
      'TICKET_SALES_ENDED',
    );
  });
});

describe('what blocks approving (§5, by ticket type and coupon)', () => {
  const named = {
    ticketTypes: [
      { ticketTypeId: 1, name: 'General', salesEndAt: null },
      { ticketTypeId: 2, name: 'Workshop', salesEndAt: '2026-05-31T23:59:59Z' },
      { ticketTypeId: 3, name: 'VIP', salesEndAt: '2026-06-01T00:00:01Z' },
      { ticketTypeId: 4, name: 'Dinner', salesEndAt: '2026-05-01T00:00:00Z' },
    ],
    coupons: [
      { couponId: 10, code: 'FREE', availableQuantity: null },
      { couponId: 11, code: 'EARLY', availableQuantity: 0 },
      { couponId: 12, code: 'LAST', availableQuantity: 1 },
      { couponId: 13, code: 'GONE', availableQuantity: 0 },
    ],
  };
  const ids = (blockers: ReturnType<typeof approvalBlockers>) => ({
    tickets: blockers.ticketTypes.map((t) => t.ticketTypeId),
    coupons: blockers.coupons.map((c) => c.couponId),
  });

  it("the event's closed offers: ended sales and used-up coupons, with their names and codes", () => {
    const closed = closedOffers(named, now);
    expect(closed.ticketTypes.map((t) => t.name)).toEqual(['Workshop', 'Dinner']);
    expect(closed.coupons.map((c) => c.code)).toEqual(['EARLY', 'GONE']);
  });

  it.each<[string, ApprovalBlockSubject[], { tickets: number[]; coupons: number[] }]>([
    ['no requests', [], { tickets: [], coupons: [] }],
    ['a request with open offers only', [subject([1, 3], [10, 12])], { tickets: [], coupons: [] }],
    ['a request whose ticket ended', [subject([1, 2])], { tickets: [2], coupons: [] }],
    ['a request with a used-up coupon', [subject([3], [11])], { tickets: [], coupons: [11] }],
    ['a request blocked both ways', [subject([2], [11])], { tickets: [2], coupons: [11] }],
    [
      'a selection: each blocker once, in catalog order',
      [subject([4, 2]), subject([2], [13]), subject([1], [11, 12])],
      { tickets: [2, 4], coupons: [11, 13] },
    ],
    ['offers the event does not list', [subject([99], [98])], { tickets: [], coupons: [] }],
  ])('%s', (_, rows, expected) => {
    expect(ids(approvalBlockers(rows, named, now))).toEqual(expected);
  });

  it('a closed offer no selected request holds does not block the selection', () => {
    expect(ids(approvalBlockers([subject([2])], named, now))).toEqual({
      tickets: [2],
      coupons: [],
    });
  });

  it('compares with the given instant, not the clock', () => {
    const later = new Date('2026-06-02T00:00:00Z');
    expect(ids(approvalBlockers([subject([3])], named, later)).tickets).toEqual([3]);
  });

  it.each<[string, ApprovalBlockSubject, LocalApprovalBlock | null]>([
    ['nothing', subject([1]), null],
    ['an ended ticket', subject([2]), 'TICKET_SALES_ENDED'],
    ['a used-up coupon', subject([1], [11]), 'COUPON_USAGE_LIMIT_REACHED'],
    ['both: ticket sales first', subject([2], [11]), 'TICKET_SALES_ENDED'],
  ])('the reason of %s agrees with rowApprovalBlock', (_, row, expected) => {
    expect(blockOfBlockers(approvalBlockers([row], named, now))).toBe(expected);
    expect(rowApprovalBlock(row, named, now)).toBe(expected);
  });
});

describe('counting blocks', () => {
  it('counts each request once, by its reason', () => {
    const counts = countApprovalBlocks([
      'TICKET_SALES_ENDED',
      null,
      'COUPON_USAGE_LIMIT_REACHED',
      'TICKET_SALES_ENDED',
    ]);
    expect(counts).toEqual({ ticketSalesEnded: 2, couponUsageLimitReached: 1 });
    expect(blockedTotal(counts)).toBe(3);
  });
});

describe('blockedDialogTitle (decision 0043: the title follows the blocks of the selection)', () => {
  const tickets = [{ ticketTypeId: 2 }];
  const coupons = [{ couponId: 11 }];
  const counts = (ticketSalesEnded: number, couponUsageLimitReached: number) => ({
    ticketSalesEnded,
    couponUsageLimitReached,
  });
  it.each<[string, { ticketTypes: unknown[]; coupons: unknown[] }, number, number, string]>([
    ['ended tickets only', { ticketTypes: tickets, coupons: [] }, 2, 0, 'Ticket sales ended'],
    ['used-up coupons only', { ticketTypes: [], coupons }, 0, 13, 'Coupon usage limit reached'],
    // The page: 11 coupon cases and 2 ticket cases are not 'Ticket sales ended'.
    ['both kinds', { ticketTypes: tickets, coupons }, 2, 11, '13 requests cannot be approved'],
    // One request holding both an ended ticket and a used-up coupon: both must change.
    [
      'one request blocked both ways',
      { ticketTypes: tickets, coupons },
      1,
      0,
      '1 request cannot be approved',
    ],
    [
      'no blockers named: from the counts',
      { ticketTypes: [], coupons: [] },
      0,
      3,
      'Coupon usage limit reached',
    ],
    [
      'no blockers named, both counted',
      { ticketTypes: [], coupons: [] },
      1200,
      34,
      '1,234 requests cannot be approved',
    ],
  ])('%s', (_, blockers, sales, coupon, expected) => {
    expect(
      blockedDialogTitle(blockers, counts(sales, coupon), (n) => n.toLocaleString('en-US')),
    ).toBe(expected);
  });
});

describe('approvalBlockerDetails (what blocks the loaded requests, with how many hold each)', () => {
  const catalog = {
    ticketTypes: [
      { ticketTypeId: 1, name: 'General', salesEndAt: null },
      { ticketTypeId: 2, name: 'Workshop', salesEndAt: '2026-05-31T23:59:59Z' },
      { ticketTypeId: 4, name: 'Dinner', salesEndAt: '2026-05-01T00:00:00Z' },
    ],
    coupons: [
      { couponId: 10, code: 'FREE', availableQuantity: null, quantity: null, used: 40 },
      { couponId: 11, code: 'EARLY', availableQuantity: 0, quantity: 100, used: 100 },
      { couponId: 13, code: 'GONE', availableQuantity: 0, quantity: 5, used: 5 },
    ],
  };

  it('names each blocker with its uses or sales end and counts the requests holding it, most first', () => {
    const rows = [
      subject([2], [11]),
      subject([1], [11]),
      subject([1], [11, 10]),
      subject([4, 2], [13]),
      subject([1], [10]),
    ];
    expect(approvalBlockerDetails(rows, catalog, now)).toEqual({
      ticketTypes: [
        { ticketTypeId: 2, name: 'Workshop', salesEndAt: '2026-05-31T23:59:59Z', requests: 2 },
        { ticketTypeId: 4, name: 'Dinner', salesEndAt: '2026-05-01T00:00:00Z', requests: 1 },
      ],
      coupons: [
        { couponId: 11, code: 'EARLY', quantity: 100, used: 100, requests: 3 },
        { couponId: 13, code: 'GONE', quantity: 5, used: 5, requests: 1 },
      ],
    });
  });

  it('nothing blocked: empty lists', () => {
    expect(approvalBlockerDetails([subject([1], [10])], catalog, now)).toEqual({
      ticketTypes: [],
      coupons: [],
    });
  });
});

describe('approvalBlockOutcome (bulk approve with blocked requests)', () => {
  it.each([
    ['nothing blocked', 0, 0, 5, 'NONE_BLOCKED'],
    ['nothing blocked, nothing to approve', 0, 0, 0, 'NONE_BLOCKED'],
    ['some blocked: approve the others', 2, 1, 5, 'SOME_BLOCKED'],
    ['all blocked: refused', 2, 1, 0, 'ALL_BLOCKED'],
  ])('%s', (_, sales, coupon, approvable, expected) => {
    expect(
      approvalBlockOutcome(
        { ticketSalesEnded: sales, couponUsageLimitReached: coupon },
        approvable,
      ),
    ).toBe(expected);
  });
});
