import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchAudienceMembers } from '../client/audience-list-client';
import {
  audienceListKeys,
  type AudienceListFilters,
  type AudienceListScope,
} from '@console/people-contract';

export const audienceMembersQuery = (
  eventId: number,
  scope: AudienceListScope,
  filters: AudienceListFilters,
  offset: number,
) =>
  queryOptions({
    queryKey: audienceListKeys.members(eventId, scope, filters, offset),
    queryFn: ({ signal }) => fetchAudienceMembers(eventId, scope, filters, offset, signal),
  });

/** One page of the list; the previous page stays on screen while the next loads. */
export function useAudienceMembers(
  scope: AudienceListScope,
  filters: AudienceListFilters,
  offset: number,
) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    ...audienceMembersQuery(eventId, scope, filters, offset),
    placeholderData: keepPreviousData,
  });
}
