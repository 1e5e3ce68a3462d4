import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchCustomGroup } from '../client/custom-groups-client';
import { customGroupKeys } from '@console/people-contract';

export const customGroupQuery = (eventId: number, audienceGroupId: number) =>
  queryOptions({
    queryKey: customGroupKeys.detail(eventId, audienceGroupId),
    queryFn: ({ signal }) => fetchCustomGroup(eventId, audienceGroupId, signal),
  });

/** The group the page edits: name, type, status, access control and its saved filter. */
export function useCustomGroup(audienceGroupId: number) {
  const { eventId } = useCurrentEvent();
  return useQuery(customGroupQuery(eventId, audienceGroupId));
}
