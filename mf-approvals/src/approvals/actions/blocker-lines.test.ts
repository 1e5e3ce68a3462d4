import { blockerLines } from './blocker-lines';

const hrefs = {
  ticket: (id: number) => `/event/1/registration/tickets/${id}/edit`,
  coupon: (id: number) => `/event/1/registration/coupons/${id}/edit`,
};
const vip = { ticketTypeId: 100, name: 'VIP', salesEndAt: '2030-03-03T22:00:00Z', requests: 2 };
const spring = { couponId: 5, code: 'SPRING25', quantity: 1000, used: 1000, requests: 1 };
const blockers = { ticketTypes: [vip], coupons: [spring] };
const ny = { timeZone: 'America/New_York', hrefs, withRequests: false };

describe('blockerLines (§5, what blocks approving)', () => {
  it('names each ticket and coupon, the sales end in the event time zone, the uses, with its edit page', () => {
    expect(blockerLines(blockers, ny)).toEqual([
      {
        key: 'ticket-100',
        block: 'TICKET_SALES_ENDED',
        text: 'Ticket VIP: sales ended on Mar 3, 2030, 5:00 PM EST',
        edit: {
          label: 'Edit ticket',
          href: '/event/1/registration/tickets/100/edit',
          accessibleName: 'Edit ticket VIP',
        },
      },
      {
        key: 'coupon-5',
        block: 'COUPON_USAGE_LIMIT_REACHED',
        text: 'Coupon SPRING25: 1,000 of 1,000 uses',
        edit: {
          label: 'Edit coupon',
          href: '/event/1/registration/coupons/5/edit',
          accessibleName: 'Edit coupon SPRING25',
        },
      },
    ]);
  });

  it('a selection: how many of its requests hold each', () => {
    expect(blockerLines(blockers, { ...ny, withRequests: true }).map((line) => line.text)).toEqual([
      'Ticket VIP: sales ended on Mar 3, 2030, 5:00 PM EST — 2 requests need it',
      'Coupon SPRING25: 1,000 of 1,000 uses — 1 request needs it',
    ]);
  });

  it('the same instant in another event time zone', () => {
    expect(blockerLines(blockers, { ...ny, timeZone: 'Asia/Tokyo' })[0]?.text).toBe(
      'Ticket VIP: sales ended on Mar 4, 2030, 7:00 AM GMT+9',
    );
  });

  it('no links for a user who may not open the edit pages', () => {
    expect(blockerLines(blockers, { ...ny, hrefs: null }).map((line) => line.edit)).toEqual([
      null,
      null,
    ]);
  });

  it('nothing blocks: no lines', () => {
    expect(blockerLines({ ticketTypes: [], coupons: [] }, ny)).toEqual([]);
  });
});
