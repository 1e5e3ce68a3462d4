import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { ticketingKeys, type CouponListKeyQuery } from '@console/registration-contract';
import { fetchCoupon, fetchCoupons } from '../client/ticketing-client';

export const couponsQuery = (eventId: number, query: CouponListKeyQuery) =>
  queryOptions({
    queryKey: ticketingKeys.couponList(eventId, query),
    queryFn: ({ signal }) => fetchCoupons(eventId, query, signal),
  });

export const couponQuery = (eventId: number, couponId: number) =>
  queryOptions({
    queryKey: ticketingKeys.coupon(eventId, couponId),
    queryFn: ({ signal }) => fetchCoupon(eventId, couponId, signal),
  });

/** One page of coupons; the previous page stays on screen while the next loads. */
export function useCoupons(query: CouponListKeyQuery) {
  const { eventId } = useCurrentEvent();
  return useQuery({ ...couponsQuery(eventId, query), placeholderData: keepPreviousData });
}

/** One coupon, for its edit form. */
export function useCoupon(couponId: number) {
  const { eventId } = useCurrentEvent();
  return useQuery(couponQuery(eventId, couponId));
}
