/**
 * The ticketing feature of mf-registration (issue #42): the tickets and coupons of an event, their
 * lists and their create and edit forms (§2.2, §2.8, §6: ticketing write).
 */
export { TicketsPage } from './tickets/TicketsPage';
export { TicketCreatePage, TicketEditPage } from './ticket-form/TicketPages';
export { CouponsPage } from './coupons/CouponsPage';
export { CouponCreatePage, CouponEditPage } from './coupon-form/CouponPages';
