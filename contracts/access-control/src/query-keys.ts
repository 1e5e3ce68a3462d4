/** Query keys of the access control feature, from one factory; never inline a key. */
import type {
  AccessSection,
  UpdateDayAccessRequest,
  UpdateMappingsRequest,
  UpdateSessionAccessRequest,
} from './schemas';

export const accessKeys = {
  all: (eventId: number) => ['event', eventId, 'access'] as const,
  groups: (eventId: number) => ['event', eventId, 'access', 'groups'] as const,
  mapping: (eventId: number, groupId: number) =>
    ['event', eventId, 'access', 'mapping', groupId] as const,
  impactPreview: (eventId: number, groupId: number, change: UpdateMappingsRequest) =>
    ['event', eventId, 'access', 'impact-preview', groupId, change] as const,
  dayImpactPreview: (eventId: number, groupId: number, change: UpdateDayAccessRequest) =>
    ['event', eventId, 'access', 'impact-preview', groupId, 'days', change] as const,
  baseImpactPreview: (eventId: number, groupId: number, baseAccessGroupId: number | null) =>
    ['event', eventId, 'access', 'impact-preview', groupId, 'base', baseAccessGroupId] as const,
  sessions: (eventId: number, groupId: number, section: AccessSection) =>
    ['event', eventId, 'access', 'sessions', groupId, section] as const,
  sessionImpactPreview: (eventId: number, groupId: number, change: UpdateSessionAccessRequest) =>
    ['event', eventId, 'access', 'impact-preview', groupId, 'sessions', change] as const,
  byAudienceGroup: (eventId: number, audienceGroupId: number) =>
    ['event', eventId, 'access', 'by-audience-group', audienceGroupId] as const,
  people: (eventId: number, q: string) => ['event', eventId, 'access', 'people', q] as const,
  explain: (eventId: number, registrationId: number) =>
    ['event', eventId, 'access', 'explain', registrationId] as const,
};
