/** Query keys of the integrations feature, from one factory; never inline a key. */
export const integrationKeys = {
  organization: () => ['organization', 'integrations'] as const,
  event: (eventId: number) => ['event', eventId, 'integrations'] as const,
};
