import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchCustomAudience, fetchGroupMembers } from '../client/custom-groups-client';
import type { MemberSource } from '../members/member-source';
import { customGroupKeys, type CustomGroupMember } from '@console/people-contract';

const NO_QUERY = ['custom-groups', 'no-members'] as const;

export const memberPageQuery = (
  eventId: number,
  source: MemberSource,
  offset: number,
  search: string,
) =>
  queryOptions({
    queryKey:
      source.kind === 'members'
        ? customGroupKeys.members(eventId, source.audienceGroupId, offset, search)
        : source.kind === 'audience'
          ? customGroupKeys.audience(eventId, {
              offset,
              search,
              filterSet: source.filterSet,
              audienceGroupId: source.audienceGroupId,
            })
          : NO_QUERY,
    queryFn: async ({ signal }): Promise<CustomGroupMember[]> => {
      if (source.kind === 'none') return [];
      const page =
        source.kind === 'members'
          ? await fetchGroupMembers(eventId, source.audienceGroupId, offset, search, signal)
          : await fetchCustomAudience(
              eventId,
              {
                offset,
                search,
                filterSet: source.filterSet,
                audienceGroupId: source.audienceGroupId,
              },
              signal,
            );
      return page.items;
    },
  });

/**
 * One page of the member table from its source: the saved group's members, or the audience of
 * the applied filter set. Nothing is asked while there is no source.
 */
export function useMemberPage(source: MemberSource, offset: number, search: string) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    ...memberPageQuery(eventId, source, offset, search),
    enabled: source.kind !== 'none',
    placeholderData: keepPreviousData,
  });
}
