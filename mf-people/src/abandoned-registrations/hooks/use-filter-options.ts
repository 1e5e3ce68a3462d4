import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchFilterOptions } from '../client/abandoned-client';
import { abandonedKeys } from '@console/people-contract';

/** The registration flows and ticket types the filters offer. */
export function useFilterOptions() {
  const { eventId } = useCurrentEvent();
  return useQuery({
    queryKey: abandonedKeys.filterOptions(eventId),
    queryFn: ({ signal }) => fetchFilterOptions(eventId, signal),
    staleTime: 5 * 60_000,
  });
}
