/** The audience endpoints, relative to /api, for the API's routes and the remote's client. */
export const AUDIENCE_API = {
  /** Fastify route pattern of `groups`. */
  groupsRoute: '/events/:eventId/audience-groups',
  groups: (eventId: number) => `/events/${eventId}/audience-groups`,
} as const;
