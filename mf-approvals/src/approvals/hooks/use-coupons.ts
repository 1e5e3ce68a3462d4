import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchCoupons } from '../client/approvals-client';
import { approvalKeys } from '@console/approvals-contract';

/**
 * Always stale and read again on mount and focus, as the ticket types (use-ticket-types.ts): a
 * coupon whose uses were raised on its edit page unblocks its requests when the organizer is back.
 */
export const couponsQuery = (eventId: number) =>
  queryOptions({
    queryKey: approvalKeys.coupons(eventId),
    queryFn: ({ signal }) => fetchCoupons(eventId, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** The event's coupons with their available quantity (the §5 local check). */
export function useCoupons() {
  const { eventId } = useCurrentEvent();
  return useQuery({ ...couponsQuery(eventId), select: (list) => list.coupons });
}
