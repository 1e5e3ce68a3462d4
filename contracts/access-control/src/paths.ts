/** The access control endpoints, relative to /api, for the API's routes and the remotes' clients. */
const base = (eventId: number | string) => `/events/${eventId}/access-groups`;
const group = (eventId: number | string, groupId: number | string) => `${base(eventId)}/${groupId}`;

export const ACCESS_API = {
  /** GET: the event's access groups (the Access control tab). */
  groupsRoute: base(':eventId'),
  groups: (eventId: number) => base(eventId),
  /** GET: one group's feature mapping tree and day access (AccessGroupMapping). */
  mappingRoute: `${group(':eventId', ':accessGroupId')}/mapping`,
  mapping: (eventId: number, groupId: number) => `${group(eventId, groupId)}/mapping`,
  /** PUT: feature mapping changes of one section (UpdateMappingsRequest). */
  mappingsRoute: `${group(':eventId', ':accessGroupId')}/mappings`,
  mappings: (eventId: number, groupId: number) => `${group(eventId, groupId)}/mappings`,
  /** POST: what the same change would do to the registrants, nothing written (AccessImpact). */
  impactPreviewRoute: `${group(':eventId', ':accessGroupId')}/impact-preview`,
  impactPreview: (eventId: number, groupId: number) => `${group(eventId, groupId)}/impact-preview`,
  /** PUT: the day access (UpdateDayAccessRequest). */
  dayAccessRoute: `${group(':eventId', ':accessGroupId')}/day-access`,
  dayAccess: (eventId: number, groupId: number) => `${group(eventId, groupId)}/day-access`,
  /** POST: what the same day access change would do to the registrants (AccessImpact). */
  dayImpactPreviewRoute: `${group(':eventId', ':accessGroupId')}/day-access/impact-preview`,
  dayImpactPreview: (eventId: number, groupId: number) =>
    `${group(eventId, groupId)}/day-access/impact-preview`,
  /** PUT: a new base group; every setting is reset to the new base's. */
  baseGroupRoute: `${group(':eventId', ':accessGroupId')}/base-group`,
  baseGroup: (eventId: number, groupId: number) => `${group(eventId, groupId)}/base-group`,
  /** POST: what the same base change would do to the registrants (AccessImpact). */
  baseImpactPreviewRoute: `${group(':eventId', ':accessGroupId')}/base-group/impact-preview`,
  baseImpactPreview: (eventId: number, groupId: number) =>
    `${group(eventId, groupId)}/base-group/impact-preview`,
  /** GET ?section: the sessions of a section (SessionAccessList); PUT: session changes. */
  sessionsRoute: `${group(':eventId', ':accessGroupId')}/sessions`,
  sessions: (eventId: number, groupId: number) => `${group(eventId, groupId)}/sessions`,
  /** POST: what the same session changes would do to the registrants (AccessImpact). */
  sessionImpactPreviewRoute: `${group(':eventId', ':accessGroupId')}/sessions/impact-preview`,
  sessionImpactPreview: (eventId: number, groupId: number) =>
    `${group(eventId, groupId)}/sessions/impact-preview`,
  /** GET: the access group of an audience group (custom groups with access control on). */
  byAudienceGroupRoute: `${base(':eventId')}/by-audience-group/:audienceGroupId`,
  byAudienceGroup: (eventId: number, audienceGroupId: number) =>
    `${base(eventId)}/by-audience-group/${audienceGroupId}`,
  /** GET ?q: registrants by name or email, for the explainer's search. */
  peopleRoute: '/events/:eventId/access-explainer/people',
  people: (eventId: number) => `/events/${eventId}/access-explainer/people`,
  /** GET: one registrant's effective access, with who decides each item (EffectiveAccess). */
  explainRoute: '/events/:eventId/access-explainer/:registrationId',
  explain: (eventId: number, registrationId: number) =>
    `/events/${eventId}/access-explainer/${registrationId}`,
  /** GET: the current user's mapped groups and day mappings (MyAccess). */
  myAccessRoute: '/events/:eventId/my-access',
  myAccess: (eventId: number) => `/events/${eventId}/my-access`,
} as const;
