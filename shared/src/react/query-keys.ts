/**
 * Query keys of the platform's resources (session, events), from one factory. Every key of an
 * event starts with `['event', eventId]`, so features build theirs under it in their own
 * contract packages and invalidation by prefix stays predictable across the shared QueryClient.
 */
export const queryKeys = {
  session: () => ['session'] as const,
  dashboardEvents: () => ['dashboard-events'] as const,
  event: (eventId: number) => ['event', eventId] as const,
  eventContext: (eventId: number) => ['event', eventId, 'context'] as const,
  job: (eventId: number, jobId: number) => ['event', eventId, 'jobs', jobId] as const,
  /** The devices the user is logged in on; apart from `session` (the login itself) on purpose. */
  accountSessions: () => ['account', 'sessions'] as const,
  /** The event's email outbox, every page loaded so far (an infinite query). */
  outbox: (eventId: number) => ['event', eventId, 'outbox'] as const,
};
