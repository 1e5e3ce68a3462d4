import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchFilterOptions } from '../client/abandoned-client';
import { abandonedKeys } from '@console/people-contract';

export const filterOptionsQuery = (eventId: number) =>
  queryOptions({
    queryKey: abandonedKeys.filterOptions(eventId),
    queryFn: ({ signal }) => fetchFilterOptions(eventId, signal),
    staleTime: 5 * 60_000,
  });

/** The registration flows and ticket types the filters offer. */
export function useFilterOptions() {
  const { eventId } = useCurrentEvent();
  return useQuery(filterOptionsQuery(eventId));
}
