import {
  approvalBlockOutcome,
  blockedTotal,
  countApprovalBlocks,
  primaryApprovalBlock,
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

  it.each<[number, number, LocalApprovalBlock | null]>([
    [0, 0, null],
    [1, 0, 'TICKET_SALES_ENDED'],
    [0, 4, 'COUPON_USAGE_LIMIT_REACHED'],
    [1, 4, 'TICKET_SALES_ENDED'],
  ])('sales ended %d, coupons %d: the dialog is titled after %s', (sales, coupon, expected) => {
    expect(primaryApprovalBlock({ ticketSalesEnded: sales, couponUsageLimitReached: coupon })).toBe(
      expected,
    );
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
