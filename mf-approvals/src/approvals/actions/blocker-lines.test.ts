import { ticketType } from '../testing/fixtures';
import { blockerLines } from './blocker-lines';

const hrefs = {
  ticket: (id: number) => `/event/1/registration/tickets/${id}/edit`,
  coupon: (id: number) => `/event/1/registration/coupons/${id}/edit`,
};
const vip = {
  ...ticketType({ ticketTypeId: 100, name: 'VIP' }),
  salesEndAt: '2030-03-03T22:00:00Z',
};
const early = { couponId: 5, code: 'EARLY', availableQuantity: 0 };
const blockers = { ticketTypes: [vip], coupons: [early] };

describe('blockerLines (§5, what blocks approving)', () => {
  it('names each ticket and coupon, the sales end in the event time zone, with its edit page', () => {
    expect(blockerLines(blockers, 'America/New_York', hrefs)).toEqual([
      {
        key: 'ticket-100',
        text: "Sales of 'VIP' ended on Mar 3, 2030, 5:00 PM EST",
        edit: {
          label: 'Edit ticket',
          href: '/event/1/registration/tickets/100/edit',
          accessibleName: 'Edit ticket VIP',
        },
      },
      {
        key: 'coupon-5',
        text: "Coupon 'EARLY' has no uses left",
        edit: {
          label: 'Edit coupon',
          href: '/event/1/registration/coupons/5/edit',
          accessibleName: 'Edit coupon EARLY',
        },
      },
    ]);
  });

  it('the same instant in another event time zone', () => {
    expect(blockerLines(blockers, 'Asia/Tokyo', hrefs)[0]?.text).toBe(
      "Sales of 'VIP' ended on Mar 4, 2030, 7:00 AM GMT+9",
    );
  });

  it('no links for a user who may not open the edit pages', () => {
    expect(blockerLines(blockers, 'UTC', null).map((line) => line.edit)).toEqual([null, null]);
  });

  it('nothing blocks: no lines', () => {
    expect(blockerLines({ ticketTypes: [], coupons: [] }, 'UTC', hrefs)).toEqual([]);
  });
});
