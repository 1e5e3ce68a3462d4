/**
 * The ticketing endpoints (issue #42), one function per call. Paths come from the contract's
 * TICKETING_API; answers are validated with the contract's schemas.
 */
import { apiRequest } from '@console/shared/react';
import {
  CouponPageSchema,
  CouponSchema,
  TICKETING_API,
  TICKETING_LIMITS,
  TicketListSchema,
  TicketSchema,
  type Coupon,
  type CouponCreate,
  type CouponListKeyQuery,
  type CouponPage,
  type CouponPatch,
  type Ticket,
  type TicketCreate,
  type TicketPatch,
} from '@console/registration-contract';

export async function fetchTickets(eventId: number, signal?: AbortSignal): Promise<Ticket[]> {
  const list = await apiRequest(TicketListSchema, TICKETING_API.ticketTypes(eventId), { signal });
  return list.ticketTypes;
}

export function fetchTicket(
  eventId: number,
  ticketTypeId: number,
  signal?: AbortSignal,
): Promise<Ticket> {
  return apiRequest(TicketSchema, TICKETING_API.ticketType(eventId, ticketTypeId), { signal });
}

export function createTicket(eventId: number, body: TicketCreate): Promise<Ticket> {
  return apiRequest(TicketSchema, TICKETING_API.ticketTypes(eventId), { method: 'POST', body });
}

export function patchTicket(
  eventId: number,
  ticketTypeId: number,
  body: TicketPatch,
): Promise<Ticket> {
  return apiRequest(TicketSchema, TICKETING_API.ticketType(eventId, ticketTypeId), {
    method: 'PATCH',
    body,
  });
}

/** One page of coupons, ordered by code, those containing the search. */
export function fetchCoupons(
  eventId: number,
  query: CouponListKeyQuery,
  signal?: AbortSignal,
): Promise<CouponPage> {
  return apiRequest(CouponPageSchema, TICKETING_API.coupons(eventId), {
    query: {
      search: query.search.trim() || undefined,
      offset: query.offset,
      limit: TICKETING_LIMITS.couponPageSize,
    },
    signal,
  });
}

export function fetchCoupon(
  eventId: number,
  couponId: number,
  signal?: AbortSignal,
): Promise<Coupon> {
  return apiRequest(CouponSchema, TICKETING_API.coupon(eventId, couponId), { signal });
}

export function createCoupon(eventId: number, body: CouponCreate): Promise<Coupon> {
  return apiRequest(CouponSchema, TICKETING_API.coupons(eventId), { method: 'POST', body });
}

export function patchCoupon(eventId: number, couponId: number, body: CouponPatch): Promise<Coupon> {
  return apiRequest(CouponSchema, TICKETING_API.coupon(eventId, couponId), {
    method: 'PATCH',
    body,
  });
}
