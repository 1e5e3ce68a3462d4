import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { activityLogKeys, type ActivityLogFilters } from '@console/activity-log-contract';
import { fetchLogPage, fetchLogPeople } from '../client/activity-log-client';

export const logPageQuery = (eventId: number, filters: ActivityLogFilters, offset: number) =>
  queryOptions({
    queryKey: activityLogKeys.list(eventId, filters, offset),
    queryFn: ({ signal }) => fetchLogPage(eventId, filters, offset, signal),
  });

export const logPeopleQuery = (eventId: number) =>
  queryOptions({
    queryKey: activityLogKeys.people(eventId),
    queryFn: ({ signal }) => fetchLogPeople(eventId, signal),
  });

/**
 * A page of the log (none asked while `page` is null: filters the API would refuse); the last
 * page stays on screen while the next loads.
 */
export function useLogPage(page: { filters: ActivityLogFilters; offset: number } | null) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    ...logPageQuery(eventId, page?.filters ?? {}, page?.offset ?? 0),
    enabled: page !== null,
    placeholderData: keepPreviousData,
  });
}

/** The people the log may be filtered by. */
export function useLogPeople() {
  const { eventId } = useCurrentEvent();
  return useQuery(logPeopleQuery(eventId));
}
