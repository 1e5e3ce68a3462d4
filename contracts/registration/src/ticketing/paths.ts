/**
 * The ticketing endpoints, relative to /api: Fastify patterns (`*Route`) and builders. Under
 * `/ticketing/` so they never meet the approvals' read-only lists (`/ticket-types`, `/coupons`).
 */
const base = (eventId: number) => `/events/${eventId}/ticketing`;

export const TICKETING_API = {
  ticketTypesRoute: '/events/:eventId/ticketing/ticket-types',
  ticketTypes: (eventId: number) => `${base(eventId)}/ticket-types`,
  ticketTypeRoute: '/events/:eventId/ticketing/ticket-types/:ticketTypeId',
  ticketType: (eventId: number, ticketTypeId: number) =>
    `${base(eventId)}/ticket-types/${ticketTypeId}`,
  couponsRoute: '/events/:eventId/ticketing/coupons',
  /** The list (GET, with CouponListQuery as its query string) and create (POST). */
  coupons: (eventId: number) => `${base(eventId)}/coupons`,
  couponRoute: '/events/:eventId/ticketing/coupons/:couponId',
  coupon: (eventId: number, couponId: number) => `${base(eventId)}/coupons/${couponId}`,
} as const;
