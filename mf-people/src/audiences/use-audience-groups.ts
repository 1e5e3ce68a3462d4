import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAudienceGroups } from './api';
import { audienceKeys, type AudienceListResponse } from '@console/people-contract';

/** How often the groups are read again while a custom group's count is being recounted. */
export const UPDATING_COUNT_REFETCH_MS = 2_000;

/** Read again every few seconds while any card's count is updating; not at all otherwise. */
export function updatingCountRefetchInterval(
  data: AudienceListResponse | undefined,
): number | false {
  const isUpdating = data?.customGroupList.some((group) => group.isCountUpdating) ?? false;
  return isUpdating ? UPDATING_COUNT_REFETCH_MS : false;
}

export const audienceGroupsQuery = (eventId: number) =>
  queryOptions({
    queryKey: audienceKeys.groups(eventId),
    queryFn: ({ signal }) => fetchAudienceGroups(eventId, signal),
    refetchInterval: (query) => updatingCountRefetchInterval(query.state.data),
  });

export function useAudienceGroups(eventId: number) {
  return useQuery(audienceGroupsQuery(eventId));
}
