/** Query keys of the sessions feature, from one factory; never inline a key. */
import type { SessionFilters } from './schemas';

export interface SessionListKeyFilters extends SessionFilters {
  offset: number;
}

export const sessionKeys = {
  all: (eventId: number) => ['event', eventId, 'sessions'] as const,
  lists: (eventId: number) => ['event', eventId, 'sessions', 'list'] as const,
  list: (eventId: number, filters: SessionListKeyFilters) =>
    ['event', eventId, 'sessions', 'list', filters] as const,
  tags: (eventId: number) => ['event', eventId, 'sessions', 'tags'] as const,
  days: (eventId: number) => ['event', eventId, 'sessions', 'days'] as const,
  mapping: (eventId: number, audienceGroupId: number) =>
    ['event', eventId, 'sessions', 'mapping', audienceGroupId] as const,
};
