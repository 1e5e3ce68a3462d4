import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { UPDATING_COUNT_REFETCH_MS } from '../../audiences/use-audience-groups';
import { fetchAudienceCount } from '../../audience-list/client/audience-list-client';
import { fetchCustomAudienceCount } from '../client/custom-groups-client';
import type { MemberSource } from '../members/member-source';
import {
  audienceListKeys,
  customGroupKeys,
  type AudienceCount,
  type AudienceListFilters,
} from '@console/people-contract';

const NO_QUERY = ['custom-groups', 'no-count'] as const;

const searchOnly = (search: string): AudienceListFilters => ({
  search,
  roleTypeFilters: [],
  isAttended: null,
  ticketTypeFilter: [],
});

export const memberCountQuery = (eventId: number, source: MemberSource, search: string) =>
  queryOptions({
    queryKey:
      source.kind === 'members'
        ? audienceListKeys.count(eventId, source.audienceGroupId, searchOnly(search))
        : source.kind === 'audience'
          ? customGroupKeys.audienceCount(eventId, {
              search,
              filterSet: source.filterSet,
              audienceGroupId: source.audienceGroupId,
            })
          : NO_QUERY,
    queryFn: async ({ signal }): Promise<AudienceCount> => {
      if (source.kind === 'none') return { total: 0 };
      if (source.kind === 'members')
        return fetchAudienceCount(eventId, source.audienceGroupId, searchOnly(search), signal);
      const total = await fetchCustomAudienceCount(
        eventId,
        { search, filterSet: source.filterSet, audienceGroupId: source.audienceGroupId },
        signal,
      );
      return { total };
    },
    refetchInterval: (query) =>
      query.state.data?.isCountUpdating ? UPDATING_COUNT_REFETCH_MS : false,
  });

/**
 * How many rows the member table has (audience-count, pagination): a saved group's members are
 * counted by the audience list's count of the group (the same membership the cards count); an
 * unsaved filter set by the custom audience count. A big event's saved group may be counted from
 * its last snapshot (isCountUpdating): read again every few seconds until current.
 */
export function useMemberCount(source: MemberSource, search: string) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    ...memberCountQuery(eventId, source, search),
    enabled: source.kind !== 'none',
    placeholderData: keepPreviousData,
  });
}
