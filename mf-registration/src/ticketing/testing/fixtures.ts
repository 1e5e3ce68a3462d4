/** Ticket types and coupons shaped like the ticketing API's answers. */
import type { Coupon, CouponPage, Ticket } from '@console/registration-contract';

export function aTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    ticketTypeId: 3,
    name: 'General Admission',
    quantity: 500,
    priceCents: 2500,
    salesStartAt: '2030-05-01T13:00:00.000Z',
    salesEndAt: '2030-06-01T21:00:00.000Z',
    sold: 380,
    reserved: 32,
    available: 88,
    salesState: 'ON_SALE',
    blockedRequests: 0,
    ...overrides,
  };
}

export function aCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    couponId: 11,
    code: 'SPRING10',
    quantity: 100,
    used: 40,
    available: 60,
    usageLimitReached: false,
    ticketTypeIds: [],
    validFrom: null,
    validUntil: null,
    ...overrides,
  };
}

export const couponPage = (coupons: Coupon[], total = coupons.length): CouponPage => ({
  coupons,
  total,
});
