import { useQuery } from '@tanstack/react-query';
import { fetchAccessGroups } from './access-groups-api';
import { accessKeys } from '@console/access-control-contract';

export function useAccessGroups(eventId: number) {
  return useQuery({
    queryKey: accessKeys.groups(eventId),
    queryFn: ({ signal }) => fetchAccessGroups(eventId, signal),
  });
}
