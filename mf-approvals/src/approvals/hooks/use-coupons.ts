import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchCoupons } from '../client/approvals-client';
import { approvalKeys } from '@console/approvals-contract';

export const couponsQuery = (eventId: number) =>
  queryOptions({
    queryKey: approvalKeys.coupons(eventId),
    queryFn: ({ signal }) => fetchCoupons(eventId, signal),
  });

/** The event's coupons with their available quantity (the §5 local check). */
export function useCoupons() {
  const { eventId } = useCurrentEvent();
  return useQuery({ ...couponsQuery(eventId), select: (list) => list.coupons });
}
