import { blockedContent } from './blocked-content';
import { APPROVAL_MESSAGES, type ApprovalBlockerDetails } from '@console/approvals-contract';

const counts = (ticketSalesEnded: number, couponUsageLimitReached: number) => ({
  ticketSalesEnded,
  couponUsageLimitReached,
});
const ticket = {
  ticketTypeId: 100,
  name: 'General Admission',
  salesEndAt: '2026-11-12T17:00:00Z',
  requests: 2,
};
const coupon = { couponId: 5, code: 'SPRING25', quantity: 100, used: 100, requests: 11 };
const blockers = (
  ticketTypes: ApprovalBlockerDetails['ticketTypes'],
  coupons: ApprovalBlockerDetails['coupons'],
): ApprovalBlockerDetails => ({ ticketTypes, coupons });

describe('blockedContent (§5 in a bulk approval)', () => {
  it.each([
    [
      'some blocked by sales end',
      counts(2, 0),
      blockers([ticket], []),
      3,
      {
        title: APPROVAL_MESSAGES.ticketSalesEnded,
        paragraphs: ['2 of the 5 selected requests cannot be approved:'],
        approveOthersLabel: 'Approve the other 3',
      },
    ],
    [
      'some blocked by a used-up coupon',
      counts(0, 1),
      blockers([], [{ ...coupon, requests: 1 }]),
      1,
      {
        title: APPROVAL_MESSAGES.couponUsageLimitReached,
        paragraphs: ['1 of the 2 selected requests cannot be approved:'],
        approveOthersLabel: 'Approve the other 1',
      },
    ],
    [
      // The page: 11 coupon cases and 2 ticket cases. Neither spec title is true of all 13.
      'both kinds: a neutral title, thousands separators',
      counts(1200, 34),
      blockers([ticket], [coupon]),
      98_766,
      {
        title: '1,234 requests cannot be approved',
        paragraphs: ['1,234 of the 100,000 selected requests cannot be approved:'],
        approveOthersLabel: 'Approve the other 98,766',
      },
    ],
  ])('%s: offers to approve the others', (_, blocked, named, approvable, expected) => {
    expect(blockedContent(blocked, named, approvable)).toEqual(expected);
  });

  it('all blocked: refuses with the §5 dialog and no approve button', () => {
    const content = blockedContent(counts(3, 0), blockers([ticket], []), 0);
    expect(content.title).toBe(APPROVAL_MESSAGES.ticketSalesEnded);
    expect(content.paragraphs).toEqual([
      'Sales of a ticket in the selected requests have ended, so they cannot be approved.',
    ]);
    expect(content.approveOthersLabel).toBeNull();
  });

  it('all blocked, the coupon kind only: titled after it', () => {
    expect(blockedContent(counts(0, 13), blockers([], [coupon]), 0).title).toBe(
      APPROVAL_MESSAGES.couponUsageLimitReached,
    );
  });

  it('one request blocked both ways (counted once, under sales): neutral title, says both', () => {
    const content = blockedContent(counts(1, 0), blockers([ticket], [coupon]), 0);
    expect(content.title).toBe('1 request cannot be approved');
    expect(content.paragraphs).toHaveLength(2);
    expect(content.paragraphs[1]).toMatch(/coupon/);
  });
});
