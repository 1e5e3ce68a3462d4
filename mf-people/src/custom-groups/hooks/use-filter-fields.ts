import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchFilterFields } from '../client/custom-groups-client';
import { customGroupKeys } from '@console/people-contract';

export const filterFieldsQuery = (eventId: number) =>
  queryOptions({
    queryKey: customGroupKeys.filterFields(eventId),
    queryFn: ({ signal }) => fetchFilterFields(eventId, signal),
  });

/** The event's filter field definitions: what a condition may test. */
export function useFilterFields() {
  const { eventId } = useCurrentEvent();
  return useQuery(filterFieldsQuery(eventId));
}
