import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchGroupMapping } from '../client/group-client';
import { accessKeys } from '@console/access-control-contract';

/** One group's feature mapping tree and day access. */
export function useGroupMapping(groupId: number) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    queryKey: accessKeys.mapping(eventId, groupId),
    queryFn: ({ signal }) => fetchGroupMapping(eventId, groupId, signal),
  });
}
