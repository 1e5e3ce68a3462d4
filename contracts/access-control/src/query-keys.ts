/** Query keys of the access control feature, from one factory; never inline a key. */
import type { AccessSection } from './schemas';

export const accessKeys = {
  all: (eventId: number) => ['event', eventId, 'access'] as const,
  groups: (eventId: number) => ['event', eventId, 'access', 'groups'] as const,
  mapping: (eventId: number, groupId: number) =>
    ['event', eventId, 'access', 'mapping', groupId] as const,
  sessions: (eventId: number, groupId: number, section: AccessSection) =>
    ['event', eventId, 'access', 'sessions', groupId, section] as const,
  byAudienceGroup: (eventId: number, audienceGroupId: number) =>
    ['event', eventId, 'access', 'by-audience-group', audienceGroupId] as const,
  people: (eventId: number, q: string) => ['event', eventId, 'access', 'people', q] as const,
  explain: (eventId: number, registrationId: number) =>
    ['event', eventId, 'access', 'explain', registrationId] as const,
};
