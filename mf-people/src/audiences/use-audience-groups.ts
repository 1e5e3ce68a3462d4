import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@console/shared/react';
import { fetchAudienceGroups } from './api';

export function useAudienceGroups(eventId: number) {
  return useQuery({
    queryKey: queryKeys.audienceGroups(eventId),
    queryFn: ({ signal }) => fetchAudienceGroups(eventId, signal),
  });
}
