/** Query keys of the audiences feature, from one factory; never inline a key. */
export const audienceKeys = {
  all: (eventId: number) => ['event', eventId, 'audience-groups'] as const,
  groups: (eventId: number) => ['event', eventId, 'audience-groups', 'list'] as const,
  detail: (eventId: number, audienceGroupId: number) =>
    ['event', eventId, 'audience-groups', 'detail', audienceGroupId] as const,
  canDelete: (eventId: number, audienceGroupId: number) =>
    ['event', eventId, 'audience-groups', 'can-delete', audienceGroupId] as const,
};
