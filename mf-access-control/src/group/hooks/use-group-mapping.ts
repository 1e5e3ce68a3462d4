import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchGroupMapping } from '../client/group-client';
import { accessKeys } from '@console/access-control-contract';

export const groupMappingQuery = (eventId: number, groupId: number) =>
  queryOptions({
    queryKey: accessKeys.mapping(eventId, groupId),
    queryFn: ({ signal }) => fetchGroupMapping(eventId, groupId, signal),
  });

/** One group's feature mapping tree and day access. */
export function useGroupMapping(groupId: number) {
  const { eventId } = useCurrentEvent();
  return useQuery(groupMappingQuery(eventId, groupId));
}
