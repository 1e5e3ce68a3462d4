/** The sessions endpoints, relative to /api: Fastify patterns for the API, builders for the client. */
export const SESSION_API = {
  listRoute: '/events/:eventId/segments',
  list: (eventId: number) => `/events/${eventId}/segments`,
  tagsRoute: '/events/:eventId/segments/tags',
  tags: (eventId: number) => `/events/${eventId}/segments/tags`,
  daysRoute: '/events/:eventId/segments/days',
  days: (eventId: number) => `/events/${eventId}/segments/days`,
  /** GET the sessions an audience group is mapped to; PUT replaces them. */
  mappingRoute: '/events/:eventId/audience-groups/:audienceGroupId/segments',
  mapping: (eventId: number, audienceGroupId: number) =>
    `/events/${eventId}/audience-groups/${audienceGroupId}/segments`,
} as const;
