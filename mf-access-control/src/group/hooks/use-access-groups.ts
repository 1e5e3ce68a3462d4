import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchAccessGroups } from '../client/group-client';
import { accessKeys } from '@console/access-control-contract';

export const accessGroupsQuery = (eventId: number) =>
  queryOptions({
    queryKey: accessKeys.groups(eventId),
    queryFn: ({ signal }) => fetchAccessGroups(eventId, signal),
  });

/** The event's access groups (the base access choices of a derived group). */
export function useAccessGroups() {
  const { eventId } = useCurrentEvent();
  return useQuery(accessGroupsQuery(eventId));
}
