/**
 * Query keys of every resource, from one factory, so that invalidation is predictable
 * across apps sharing one QueryClient. Add a resource here, never inline a key.
 */
export const queryKeys = {
  session: () => ['session'] as const,
  dashboardEvents: () => ['dashboard-events'] as const,
  event: (eventId: number) => ['event', eventId] as const,
  eventContext: (eventId: number) => ['event', eventId, 'context'] as const,
  audienceGroups: (eventId: number) => ['event', eventId, 'audience-groups'] as const,
};
