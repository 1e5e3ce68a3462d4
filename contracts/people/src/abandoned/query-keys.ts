/**
 * Query keys of the abandoned registrations, from one factory; never inline a key. Invalidate
 * `all` after a delete or a reminder (lists, counts and details change).
 */
import type { AbandonedAction, AbandonedListFilters } from './schemas';

export const abandonedKeys = {
  all: (eventId: number) => ['event', eventId, 'abandoned-registrations'] as const,
  lists: (eventId: number) => ['event', eventId, 'abandoned-registrations', 'list'] as const,
  list: (eventId: number, filters: AbandonedListFilters, pageNo: number) =>
    ['event', eventId, 'abandoned-registrations', 'list', filters, pageNo] as const,
  detail: (eventId: number, flowId: number | string, flowContextId: string) =>
    ['event', eventId, 'abandoned-registrations', 'detail', String(flowId), flowContextId] as const,
  filterOptions: (eventId: number) =>
    ['event', eventId, 'abandoned-registrations', 'filter-options'] as const,
  /** The reminder a selection would be sent (read afresh each time the confirmation opens). */
  reminderPreview: (eventId: number, selection: AbandonedAction) =>
    ['event', eventId, 'abandoned-registrations', 'reminder-preview', selection] as const,
};
