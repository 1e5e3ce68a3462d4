import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSessionDays, fetchSessionTags } from '../client/sessions-client';
import { sessionKeys } from '@console/people-contract';

const FIVE_MINUTES = 5 * 60_000;

export const sessionTagsQuery = (eventId: number) =>
  queryOptions({
    queryKey: sessionKeys.tags(eventId),
    queryFn: ({ signal }) => fetchSessionTags(eventId, signal),
    staleTime: FIVE_MINUTES,
  });

/** The event's session tags (the tags filter). */
export function useSessionTags(eventId: number) {
  return useQuery(sessionTagsQuery(eventId));
}

export const sessionDaysQuery = (eventId: number) =>
  queryOptions({
    queryKey: sessionKeys.days(eventId),
    queryFn: ({ signal }) => fetchSessionDays(eventId, signal),
    staleTime: FIVE_MINUTES,
  });

/** The days the event's sessions start on, in its time zone (the days filter). */
export function useSessionDays(eventId: number) {
  return useQuery(sessionDaysQuery(eventId));
}
