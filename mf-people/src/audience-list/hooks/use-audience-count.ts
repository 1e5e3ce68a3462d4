import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { UPDATING_COUNT_REFETCH_MS } from '../../audiences/use-audience-groups';
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
    refetchInterval: (query) =>
      query.state.data?.isCountUpdating ? UPDATING_COUNT_REFETCH_MS : false,
  });

/**
 * The counts call (spec people §7): how many rows the filters match, for the pagination; read
 * again every few seconds while it is a snapshot older than the data (isCountUpdating).
 */
export function useAudienceCount(scope: AudienceListScope, filters: AudienceListFilters) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    ...audienceCountQuery(eventId, scope, filters),
    placeholderData: keepPreviousData,
  });
}
