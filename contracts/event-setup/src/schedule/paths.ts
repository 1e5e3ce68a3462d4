/**
 * The schedule endpoints, relative to /api: Fastify patterns (`*Route`) and builders. The
 * sessions (GET a page, POST one), one session (GET, PUT every field, DELETE; a write that meets
 * groups using the session takes `?confirm=true`), and the event's days.
 */
const base = (eventId: number) => `/events/${eventId}/schedule`;

export const SCHEDULE_API = {
  sessionsRoute: '/events/:eventId/schedule/sessions',
  sessions: (eventId: number) => `${base(eventId)}/sessions`,
  sessionRoute: '/events/:eventId/schedule/sessions/:segmentId',
  session: (eventId: number, segmentId: number) => `${base(eventId)}/sessions/${segmentId}`,
  daysRoute: '/events/:eventId/schedule/days',
  days: (eventId: number) => `${base(eventId)}/days`,
} as const;
