import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent, queryKeys } from '@console/shared/react';
import { fetchCoupons } from '../client/approvals-client';

export const couponsQuery = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.approvals.coupons(eventId),
    queryFn: ({ signal }) => fetchCoupons(eventId, signal),
  });

/** The event's coupons with their available quantity (the §5 local check). */
export function useCoupons() {
  const { eventId } = useCurrentEvent();
  return useQuery({ ...couponsQuery(eventId), select: (list) => list.coupons });
}
