import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { scheduleKeys, type ScheduleListKeyFilters } from '@console/event-setup-contract';
import { fetchDays, fetchSession, fetchSessions } from '../client/schedule-client';

export const daysQuery = (eventId: number) =>
  queryOptions({
    queryKey: scheduleKeys.days(eventId),
    queryFn: ({ signal }) => fetchDays(eventId, signal),
  });

export const sessionsQuery = (eventId: number, filters: ScheduleListKeyFilters) =>
  queryOptions({
    queryKey: scheduleKeys.list(eventId, filters),
    queryFn: ({ signal }) => fetchSessions(eventId, filters, signal),
  });

export const sessionQuery = (eventId: number, segmentId: number) =>
  queryOptions({
    queryKey: scheduleKeys.session(eventId, segmentId),
    queryFn: ({ signal }) => fetchSession(eventId, segmentId, signal),
  });

/** The event's days with their session counts, and the bounds a session keeps to. */
export function useScheduleDays() {
  const { eventId } = useCurrentEvent();
  return useQuery(daysQuery(eventId));
}

/** One page of a day's sessions (none asked while the day is unknown); the last page stays while the next loads. */
export function useDaySessions(filters: ScheduleListKeyFilters | null) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    ...sessionsQuery(eventId, filters ?? { day: '', query: '', offset: 0 }),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
}

/** One session with the groups that use it. */
export function useScheduleSession(segmentId: number) {
  const { eventId } = useCurrentEvent();
  return useQuery(sessionQuery(eventId, segmentId));
}
