/**
 * Query keys of the schedule, from one factory; never inline a key. A session write changes what
 * the People and access control pages read of the event's sessions, stages and days: the remote
 * invalidates these keys and marks the rest of the event's keys stale (see its use-refresh hook).
 */
export interface ScheduleListKeyFilters {
  /** 'YYYY-MM-DD' in the event's time zone. */
  day: string;
  query: string;
  offset: number;
}

export const scheduleKeys = {
  all: (eventId: number) => ['event', eventId, 'schedule'] as const,
  days: (eventId: number) => ['event', eventId, 'schedule', 'days'] as const,
  lists: (eventId: number) => ['event', eventId, 'schedule', 'list'] as const,
  list: (eventId: number, filters: ScheduleListKeyFilters) =>
    ['event', eventId, 'schedule', 'list', filters] as const,
  session: (eventId: number, segmentId: number) =>
    ['event', eventId, 'schedule', 'session', segmentId] as const,
};
