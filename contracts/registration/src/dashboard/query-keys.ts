/** Query keys of the event dashboard, from one factory; never inline a key. */
export const eventDashboardKeys = {
  all: (eventId: number) => ['event', eventId, 'dashboard'] as const,
};
