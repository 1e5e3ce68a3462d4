import { blockedContent } from './blocked-content';
import { APPROVAL_MESSAGES } from '@console/approvals-contract';

const counts = (ticketSalesEnded: number, couponUsageLimitReached: number) => ({
  ticketSalesEnded,
  couponUsageLimitReached,
});

describe('blockedContent (§5 in a bulk approval)', () => {
  it.each([
    [
      'some blocked by sales end',
      counts(2, 0),
      3,
      {
        title: APPROVAL_MESSAGES.ticketSalesEnded,
        paragraphs: ['2 of the 5 selected requests cannot be approved:'],
        items: ['2 because the sales of their ticket ended'],
        approveOthersLabel: 'Approve the other 3',
      },
    ],
    [
      'some blocked by a used-up coupon',
      counts(0, 1),
      1,
      {
        title: APPROVAL_MESSAGES.couponUsageLimitReached,
        paragraphs: ['1 of the 2 selected requests cannot be approved:'],
        items: ['1 because their coupon has no uses left'],
        approveOthersLabel: 'Approve the other 1',
      },
    ],
    [
      'both reasons, thousands separators',
      counts(1200, 34),
      98_766,
      {
        title: APPROVAL_MESSAGES.ticketSalesEnded,
        paragraphs: ['1,234 of the 100,000 selected requests cannot be approved:'],
        items: [
          '1,200 because the sales of their ticket ended',
          '34 because their coupon has no uses left',
        ],
        approveOthersLabel: 'Approve the other 98,766',
      },
    ],
  ])('%s: offers to approve the others', (_, blocked, approvable, expected) => {
    expect(blockedContent(blocked, approvable)).toEqual(expected);
  });

  it('all blocked: refuses with the §5 dialog and no approve button', () => {
    const content = blockedContent(counts(3, 0), 0);
    expect(content.title).toBe(APPROVAL_MESSAGES.ticketSalesEnded);
    expect(content.paragraphs).toEqual([
      'Sales of a ticket in the selected requests have ended, so they cannot be approved.',
    ]);
    expect(content.approveOthersLabel).toBeNull();
  });

  it('all blocked for both reasons: says both', () => {
    const content = blockedContent(counts(1, 1), 0);
    expect(content.title).toBe(APPROVAL_MESSAGES.ticketSalesEnded);
    expect(content.paragraphs).toHaveLength(2);
    expect(content.paragraphs[1]).toMatch(/coupon/);
  });
});
