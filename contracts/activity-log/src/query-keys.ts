/**
 * Query keys of the activity log, from one factory: invalidate `all` after any write of the event
 * (every write may add an entry). Never inline a key.
 */
import type { ActivityLogFilters } from './schemas';

export const activityLogKeys = {
  all: (eventId: number) => ['event', eventId, 'activity-log'] as const,
  list: (eventId: number, filters: ActivityLogFilters, offset: number) =>
    ['event', eventId, 'activity-log', 'list', filters, offset] as const,
  people: (eventId: number) => ['event', eventId, 'activity-log', 'people'] as const,
};
