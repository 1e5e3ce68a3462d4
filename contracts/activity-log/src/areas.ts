/**
 * The areas of the console an entry belongs to, and the permissions that let a user read an
 * area's entries: the log shows a user only the entries of areas they may write.
 */
import { z } from '@console/shared/zod';
import { EVENT_WRITE_PERMISSIONS, type Permission } from '@console/shared/contract';

export const ACTIVITY_AREAS = [
  'ACCESS_CONTROL',
  'APPROVALS',
  'REGISTRANTS',
  'AUDIENCE_GROUPS',
  'INVITE_LISTS',
  'CUSTOM_GROUPS',
  'INTEGRATIONS',
  'TICKETING',
  'REGISTRATION_FORM',
  'SCHEDULE',
  'SETTINGS',
  'EMAILS',
] as const;
export const ActivityAreaSchema = z.enum(ACTIVITY_AREAS);
export type ActivityArea = z.infer<typeof ActivityAreaSchema>;

/** Any one of an area's permissions lets a user read its entries (the area's write routes' own). */
export const ACTIVITY_AREA_PERMISSIONS: Record<ActivityArea, readonly Permission[]> = {
  ACCESS_CONTROL: ['PEOPLE_ACCESS_CONTROL_WRITE'],
  APPROVALS: ['PEOPLE_ATTENDEES_WRITE'],
  REGISTRANTS: ['PEOPLE_ATTENDEES_WRITE'],
  AUDIENCE_GROUPS: ['PEOPLE_AUDIENCE_GROUPS_WRITE'],
  INVITE_LISTS: ['PEOPLE_INVITE_LIST_WRITE'],
  CUSTOM_GROUPS: ['PEOPLE_AUDIENCE_GROUPS_WRITE'],
  INTEGRATIONS: ['EVENT_INTEGRATIONS_WRITE'],
  TICKETING: ['REGISTRATION_TICKETING_WRITE'],
  REGISTRATION_FORM: ['REGISTRATION_FORM_WRITE', 'REGISTRATION_FLOWS_WRITE'],
  SCHEDULE: ['EVENT_SETUP_SCHEDULE_WRITE'],
  SETTINGS: [
    'SETTINGS_WRITE',
    'VIRTUAL_SETUP_VENUE_SETTINGS_WRITE',
    'VIRTUAL_SETUP_LOBBY_WRITE',
    'VIRTUAL_SETUP_STAGES_WRITE',
    'VIRTUAL_SETUP_ROOMS_WRITE',
    'VIRTUAL_SETUP_EXPO_WRITE',
    'EVENT_SETUP_NETWORKING_WRITE',
    'ENGAGEMENT_WRITE',
  ],
  EMAILS: [
    'COMMUNICATION_STANDARD_COMMUNICATION_WRITE',
    'COMMUNICATION_CUSTOM_COMMUNICATION_WRITE',
    'COMMUNICATION_EMAIL_TEMPLATES_WRITE',
    'COMMUNICATION_CALENDAR_INVITES_WRITE',
  ],
};

/** How the log names an area: in its area filter and beside each entry. */
export const ACTIVITY_AREA_LABELS: Record<ActivityArea, string> = {
  ACCESS_CONTROL: 'Access control',
  APPROVALS: 'Approvals',
  REGISTRANTS: 'Registrants',
  AUDIENCE_GROUPS: 'Audience groups',
  INVITE_LISTS: 'Invite lists',
  CUSTOM_GROUPS: 'Custom groups',
  INTEGRATIONS: 'Integrations',
  TICKETING: 'Tickets and coupons',
  REGISTRATION_FORM: 'Registration form',
  SCHEDULE: 'Schedule',
  SETTINGS: 'Settings',
  EMAILS: 'Emails',
};

/** Every write permission of an event: holding any one of them opens the log. */
export const ACTIVITY_LOG_PERMISSIONS: readonly Permission[] = EVENT_WRITE_PERMISSIONS;

/** The areas whose entries a holder of `held` may read, in the catalogue's order. */
export function readableAreas(held: readonly Permission[]): ActivityArea[] {
  const set = new Set(held);
  return ACTIVITY_AREAS.filter((area) => ACTIVITY_AREA_PERMISSIONS[area].some((p) => set.has(p)));
}
