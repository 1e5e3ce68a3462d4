/** Query keys of the custom groups feature, from one factory; never inline a key. */
import type { CustomAudienceCountQuery, CustomAudienceQuery } from './schemas';

export const customGroupKeys = {
  all: (eventId: number) => ['event', eventId, 'custom-groups'] as const,
  filterFields: (eventId: number) => ['event', eventId, 'custom-groups', 'filter-fields'] as const,
  detail: (eventId: number, audienceGroupId: number) =>
    ['event', eventId, 'custom-groups', 'detail', audienceGroupId] as const,
  audience: (eventId: number, query: CustomAudienceQuery) =>
    ['event', eventId, 'custom-groups', 'audience', query] as const,
  audienceCount: (eventId: number, query: CustomAudienceCountQuery) =>
    ['event', eventId, 'custom-groups', 'audience-count', query] as const,
  members: (eventId: number, audienceGroupId: number, offset: number, search: string) =>
    ['event', eventId, 'custom-groups', 'members', audienceGroupId, offset, search] as const,
  manualMembers: (eventId: number, audienceGroupId: number) =>
    ['event', eventId, 'custom-groups', 'manual-members', audienceGroupId] as const,
  calendarInviteSetting: (eventId: number) =>
    ['event', eventId, 'calendar-invite-setting'] as const,
};
