/** The audience endpoints, relative to /api, for the API's routes and the remote's client. */
const group = (eventId: number | string, audienceGroupId: number | string) =>
  `/events/${eventId}/audience-groups/${audienceGroupId}`;

export const AUDIENCE_API = {
  /** Fastify route pattern of `groups`. */
  groupsRoute: '/events/:eventId/audience-groups',
  groups: (eventId: number) => `/events/${eventId}/audience-groups`,
  /** One group: GET (the list page's header), PATCH (rename), DELETE. */
  groupRoute: group(':eventId', ':audienceGroupId'),
  group: (eventId: number, audienceGroupId: number) => group(eventId, audienceGroupId),
  /** Whether the group may be deleted, and where it is used if not. */
  canDeleteRoute: `${group(':eventId', ':audienceGroupId')}/can-delete`,
  canDelete: (eventId: number, audienceGroupId: number) =>
    `${group(eventId, audienceGroupId)}/can-delete`,
} as const;
