import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchAudienceGroup } from '../client/audience-list-client';
import { audienceKeys } from '@console/people-contract';

export const audienceGroupQuery = (eventId: number, audienceGroupId: number) =>
  queryOptions({
    queryKey: audienceKeys.detail(eventId, audienceGroupId),
    queryFn: ({ signal }) => fetchAudienceGroup(eventId, audienceGroupId, signal),
  });

/** The group a list page shows (its name is the title); renames invalidate it with the groups. */
export function useAudienceGroup(audienceGroupId: number) {
  const { eventId } = useCurrentEvent();
  return useQuery(audienceGroupQuery(eventId, audienceGroupId));
}
