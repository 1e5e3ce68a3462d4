/** The custom group endpoints, relative to /api, for the API's routes and the remote's client. */
const base = (eventId: number | string) => `/events/${eventId}/custom-groups`;
const group = (eventId: number | string, audienceGroupId: number | string) =>
  `${base(eventId)}/${audienceGroupId}`;

export const CUSTOM_GROUP_API = {
  /** POST: create a DRAFT group (the create dialog). */
  groupsRoute: base(':eventId'),
  groups: (eventId: number) => base(eventId),
  /** The event's filter field definitions (allowlist of what a condition may test). */
  filterFieldsRoute: `${base(':eventId')}/filter-fields`,
  filterFields: (eventId: number) => `${base(eventId)}/filter-fields`,
  /** POST: a page of the audience a filter set selects (CustomAudienceQuery). */
  audienceRoute: `${base(':eventId')}/audience`,
  audience: (eventId: number) => `${base(eventId)}/audience`,
  /** POST: how many registrants a filter set selects. */
  audienceCountRoute: `${base(':eventId')}/audience-count`,
  audienceCount: (eventId: number) => `${base(eventId)}/audience-count`,
  /** One group: GET, PUT (save and publish). */
  groupRoute: group(':eventId', ':audienceGroupId'),
  group: (eventId: number, audienceGroupId: number) => group(eventId, audienceGroupId),
  /** The saved group's members (GET ?offset&search). */
  membersRoute: `${group(':eventId', ':audienceGroupId')}/members`,
  members: (eventId: number, audienceGroupId: number) =>
    `${group(eventId, audienceGroupId)}/members`,
  /** The members added by registration id (GET), and one removed (DELETE). */
  manualMembersRoute: `${group(':eventId', ':audienceGroupId')}/manual-members`,
  manualMembers: (eventId: number, audienceGroupId: number) =>
    `${group(eventId, audienceGroupId)}/manual-members`,
  manualMemberRoute: `${group(':eventId', ':audienceGroupId')}/manual-members/:registrationId`,
  manualMember: (eventId: number, audienceGroupId: number, registrationId: number) =>
    `${group(eventId, audienceGroupId)}/manual-members/${registrationId}`,
  /** The members as CSV (existing groups). */
  membersCsvRoute: `${group(':eventId', ':audienceGroupId')}/members.csv`,
  membersCsv: (eventId: number, audienceGroupId: number) =>
    `${group(eventId, audienceGroupId)}/members.csv`,
  /** The calendar invite setting (isDayWiseBlock) the save confirmation reads. */
  calendarInviteSettingRoute: '/events/:eventId/calendar-invite-setting',
  calendarInviteSetting: (eventId: number) => `/events/${eventId}/calendar-invite-setting`,
} as const;

export const CUSTOM_GROUP_CSV_FILE = 'custom-group.csv';
