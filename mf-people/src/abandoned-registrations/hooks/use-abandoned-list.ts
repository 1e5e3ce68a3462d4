import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchAbandoned } from '../client/abandoned-client';
import { abandonedKeys, type AbandonedListFilters } from '@console/people-contract';

export const abandonedListQuery = (
  eventId: number,
  filters: AbandonedListFilters,
  pageNo: number,
) =>
  queryOptions({
    queryKey: abandonedKeys.list(eventId, filters, pageNo),
    queryFn: ({ signal }) => fetchAbandoned(eventId, filters, pageNo, signal),
  });

/** One page of abandoned registrations; the previous page stays on screen while the next loads. */
export function useAbandonedList(filters: AbandonedListFilters, pageNo: number) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    ...abandonedListQuery(eventId, filters, pageNo),
    placeholderData: keepPreviousData,
  });
}
