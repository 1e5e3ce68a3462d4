import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAccessGroups } from './access-groups-api';
import { accessKeys } from '@console/access-control-contract';

export const accessGroupsQuery = (eventId: number) =>
  queryOptions({
    queryKey: accessKeys.groups(eventId),
    queryFn: ({ signal }) => fetchAccessGroups(eventId, signal),
  });

export function useAccessGroups(eventId: number) {
  return useQuery(accessGroupsQuery(eventId));
}
