/**
 * Event-scoped permission names. The spec names some exactly (EVENT_MANAGEMENT_EVENT_INFO_BASIC_READ,
 * PEOPLE_*_WRITE, EVENT_INTEGRATIONS_WRITE, the third-party menu's); the rest follow the same
 * AREA_FEATURE_ACCESS pattern for the areas of spec §6 (see docs/decisions/0004-permission-names.md).
 */
export const PERMISSIONS = [
  'EVENT_MANAGEMENT_EVENT_INFO_BASIC_READ',
  'EVENT_MANAGEMENT_BRANDING_WRITE',
  'EVENT_MANAGEMENT_DOMAIN_SETTINGS_WRITE',
  'EVENT_MANAGEMENT_EMBED_WEBINAR_WRITE',
  'EVENT_MANAGEMENT_LIVE_STREAM_WRITE',
  'EVENT_MANAGEMENT_EVENT_ACTIONS_READ',
  'EVENT_MANAGEMENT_EVENT_ACTIONS_WRITE',
  'ANALYTICS_DASHBOARD_READ',
  'ANALYTICS_REPORTS_READ',
  'REGISTRATION_PAGE_WRITE',
  'REGISTRATION_FORM_WRITE',
  'REGISTRATION_ADVANCED_SETTINGS_WRITE',
  'REGISTRATION_FLOWS_WRITE',
  'REGISTRATION_TICKETING_WRITE',
  'VIRTUAL_SETUP_VENUE_SETTINGS_WRITE',
  'VIRTUAL_SETUP_LOBBY_WRITE',
  'VIRTUAL_SETUP_STAGES_WRITE',
  'VIRTUAL_SETUP_ROOMS_WRITE',
  'VIRTUAL_SETUP_EXPO_WRITE',
  'EVENT_SETUP_SCHEDULE_WRITE',
  'EVENT_SETUP_NETWORKING_WRITE',
  'EVENT_SETUP_LOCATIONS_WRITE',
  'EVENT_SETUP_SPONSORS_WRITE',
  'ENGAGEMENT_WRITE',
  'SURVEYS_WRITE',
  'GAMES_WRITE',
  'HOUSING_WRITE',
  'WIDGETS_WRITE',
  'SETTINGS_WRITE',
  'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'PEOPLE_INVITE_LIST_WRITE',
  'PEOPLE_ACCESS_CONTROL_WRITE',
  'PEOPLE_SPEAKERS_WRITE',
  'PEOPLE_ATTENDEES_WRITE',
  'PEOPLE_PROFILE_WRITE',
  'PEOPLE_LEADS_WRITE',
  'ONSITE_BADGES_WRITE',
  'ONSITE_CHECK_IN_APP_WRITE',
  'ONSITE_LEAD_CAPTURE_APP_WRITE',
  'COMMUNICATION_STANDARD_COMMUNICATION_WRITE',
  'COMMUNICATION_CUSTOM_COMMUNICATION_WRITE',
  'COMMUNICATION_ALERTS_WRITE',
  'COMMUNICATION_EMAIL_TEMPLATES_WRITE',
  'COMMUNICATION_CALENDAR_INVITES_WRITE',
  'RECORDINGS_READ',
  'EVENT_INTEGRATIONS_WRITE',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Read-only permissions: what a team member "with no write permission" still holds. */
export const READ_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((p) =>
  p.endsWith('_READ'),
);

/** Every write permission of an event: "any write permission on the event" (issue #46). */
export const EVENT_WRITE_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((p) =>
  p.endsWith('_WRITE'),
);

/** A route or action's requirement: any one of the listed permissions suffices; empty = none needed. */
export interface PermissionRequirement {
  anyOf: readonly Permission[];
  /** The expo route accepts an empty requirement for a booth owner (spec §6). */
  boothOwnerAllowed?: boolean;
}

export function hasAnyPermission(
  held: ReadonlySet<Permission> | readonly Permission[],
  requirement: PermissionRequirement,
): boolean {
  if (requirement.anyOf.length === 0) return true;
  const set = held instanceof Set ? held : new Set(held);
  return requirement.anyOf.some((p) => set.has(p));
}
