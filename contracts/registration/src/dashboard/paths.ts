/** The event dashboard's endpoint, relative to /api: the Fastify pattern (`*Route`) and its builder. */
const base = (eventId: number | string) => `/events/${eventId}/dashboard`;

export const EVENT_DASHBOARD_API = {
  /** GET: the landing page's figures. */
  dashboardRoute: base(':eventId'),
  dashboard: (eventId: number) => base(eventId),
} as const;
