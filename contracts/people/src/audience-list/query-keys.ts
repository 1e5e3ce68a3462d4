/**
 * Query keys of the audience list, from one factory; never inline a key. Invalidate `all` when
 * group membership or names change (the rows' group chips).
 */
import type { AudienceListScope } from './paths';
import type { AudienceListFilters } from './schemas';

const scopeKey = (scope: AudienceListScope) => (scope === null ? 'attendees' : scope);

export const audienceListKeys = {
  all: (eventId: number) => ['event', eventId, 'audience-list'] as const,
  members: (
    eventId: number,
    scope: AudienceListScope,
    filters: AudienceListFilters,
    offset: number,
  ) => ['event', eventId, 'audience-list', scopeKey(scope), 'members', filters, offset] as const,
  count: (eventId: number, scope: AudienceListScope, filters: AudienceListFilters) =>
    ['event', eventId, 'audience-list', scopeKey(scope), 'count', filters] as const,
  ticketTypes: (eventId: number) => ['event', eventId, 'audience-list', 'ticket-types'] as const,
};
