import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchAudienceCount } from '../client/audience-list-client';
import {
  audienceListKeys,
  type AudienceListFilters,
  type AudienceListScope,
} from '@console/people-contract';

export const audienceCountQuery = (
  eventId: number,
  scope: AudienceListScope,
  filters: AudienceListFilters,
) =>
  queryOptions({
    queryKey: audienceListKeys.count(eventId, scope, filters),
    queryFn: ({ signal }) => fetchAudienceCount(eventId, scope, filters, signal),
  });

/** The counts call (spec people §7): how many rows the filters match, for the pagination. */
export function useAudienceCount(scope: AudienceListScope, filters: AudienceListFilters) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    ...audienceCountQuery(eventId, scope, filters),
    placeholderData: keepPreviousData,
  });
}
