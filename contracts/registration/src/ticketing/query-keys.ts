/**
 * Query keys of the ticketing feature, from one factory; never inline a key. A ticket or coupon
 * change also changes what approvals block: invalidate `all` here and the approvals' keys
 * (approvalKeys.all of @console/approvals-contract) after a write.
 */
export interface CouponListKeyQuery {
  search: string;
  offset: number;
}

export const ticketingKeys = {
  all: (eventId: number) => ['event', eventId, 'ticketing'] as const,
  ticketTypes: (eventId: number) => ['event', eventId, 'ticketing', 'ticket-types'] as const,
  ticketType: (eventId: number, ticketTypeId: number) =>
    ['event', eventId, 'ticketing', 'ticket-types', ticketTypeId] as const,
  coupons: (eventId: number) => ['event', eventId, 'ticketing', 'coupons'] as const,
  couponList: (eventId: number, query: CouponListKeyQuery) =>
    ['event', eventId, 'ticketing', 'coupons', 'list', query] as const,
  coupon: (eventId: number, couponId: number) =>
    ['event', eventId, 'ticketing', 'coupons', 'detail', couponId] as const,
};
