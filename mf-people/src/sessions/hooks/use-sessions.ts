import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSessions, type SessionPageFilters } from '../client/sessions-client';
import { sessionKeys } from '@console/people-contract';

export const sessionsQuery = (eventId: number, filters: SessionPageFilters) =>
  queryOptions({
    queryKey: sessionKeys.list(eventId, filters),
    queryFn: ({ signal }) => fetchSessions(eventId, filters, signal),
  });

/** One page of the event's sessions; the previous page stays on screen while the next loads. */
export function useSessions(eventId: number, filters: SessionPageFilters) {
  return useQuery({
    ...sessionsQuery(eventId, filters),
    placeholderData: keepPreviousData,
  });
}
