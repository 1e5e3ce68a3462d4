/**
 * The audience list endpoints, relative to /api. A group's list lives under the group; People >
 * Attendees (every registrant) has its own paths, guarded by the attendees permission.
 */
const groupBase = (eventId: number | string, audienceGroupId: number | string) =>
  `/events/${eventId}/audience-groups/${audienceGroupId}/audiences`;
const attendeesBase = (eventId: number | string) => `/events/${eventId}/attendees`;

/** null: every registrant of the event (People > Attendees). */
export type AudienceListScope = number | null;

const base = (eventId: number, scope: AudienceListScope) =>
  scope === null ? attendeesBase(eventId) : groupBase(eventId, scope);

export const AUDIENCE_LIST_API = {
  /** Fastify route patterns. */
  groupMembersRoute: groupBase(':eventId', ':audienceGroupId'),
  groupCountRoute: `${groupBase(':eventId', ':audienceGroupId')}/count`,
  groupCsvRoute: `${groupBase(':eventId', ':audienceGroupId')}/csv`,
  attendeesRoute: attendeesBase(':eventId'),
  attendeesCountRoute: `${attendeesBase(':eventId')}/count`,
  attendeesCsvRoute: `${attendeesBase(':eventId')}/csv`,
  ticketTypesRoute: '/events/:eventId/audience-list/ticket-types',

  members: (eventId: number, scope: AudienceListScope) => base(eventId, scope),
  count: (eventId: number, scope: AudienceListScope) => `${base(eventId, scope)}/count`,
  csv: (eventId: number, scope: AudienceListScope) => `${base(eventId, scope)}/csv`,
  ticketTypes: (eventId: number) => `/events/${eventId}/audience-list/ticket-types`,
} as const;
