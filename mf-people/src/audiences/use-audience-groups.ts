import { useQuery } from '@tanstack/react-query';
import { fetchAudienceGroups } from './api';
import { audienceKeys } from '@console/people-contract';

export function useAudienceGroups(eventId: number) {
  return useQuery({
    queryKey: audienceKeys.groups(eventId),
    queryFn: ({ signal }) => fetchAudienceGroups(eventId, signal),
  });
}
