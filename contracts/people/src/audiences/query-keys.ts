/** Query keys of the audiences feature, from one factory; never inline a key. */
export const audienceKeys = {
  all: (eventId: number) => ['event', eventId, 'audience-groups'] as const,
  groups: (eventId: number) => ['event', eventId, 'audience-groups', 'list'] as const,
};
