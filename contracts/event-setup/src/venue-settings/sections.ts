/**
 * The venue and engagement settings, section by section (spec shell §6: venue settings, lobby,
 * stages, rooms and expo under the virtual setup group, networking under the event setup group,
 * engagement on its own): the permission that writes each and the console route of its page. The
 * zones are access control's (people §4: a feature whose zone is off is forced inactive); each
 * has a section of its own but the schedule's, which only the Venue Settings overview switches.
 */
import type { Permission } from '@console/shared/contract';

export const VENUE_ZONES = ['LOBBY', 'SCHEDULE', 'STAGE', 'ROOM', 'NETWORKING', 'EXPO'] as const;
export type VenueZone = (typeof VENUE_ZONES)[number];

export const VENUE_SECTIONS = [
  'settings',
  'lobby',
  'stages',
  'rooms',
  'expo',
  'networking',
  'engagement',
] as const;
export type VenueSection = (typeof VENUE_SECTIONS)[number];

/** Each section's title: its page's heading, and its name in the activity log. */
export const VENUE_SECTION_TITLES: Record<VenueSection, string> = {
  settings: 'Venue Settings',
  lobby: 'Lobby',
  stages: 'Stages',
  rooms: 'Rooms',
  expo: 'Expo',
  networking: 'Networking',
  engagement: 'Engagement',
};

export const VENUE_SECTION_PERMISSION: Record<VenueSection, Permission> = {
  settings: 'VIRTUAL_SETUP_VENUE_SETTINGS_WRITE',
  lobby: 'VIRTUAL_SETUP_LOBBY_WRITE',
  stages: 'VIRTUAL_SETUP_STAGES_WRITE',
  rooms: 'VIRTUAL_SETUP_ROOMS_WRITE',
  expo: 'VIRTUAL_SETUP_EXPO_WRITE',
  networking: 'EVENT_SETUP_NETWORKING_WRITE',
  engagement: 'ENGAGEMENT_WRITE',
};

/** The route key (shared route catalogue) of each section's page. */
export const VENUE_SECTION_ROUTE: Record<VenueSection, string> = {
  settings: 'venue.settings',
  lobby: 'venue.lobby',
  stages: 'venue.stages',
  rooms: 'venue.rooms',
  expo: 'venue.expo',
  networking: 'venue.networking',
  engagement: 'venue.engagement',
};

/** The section whose page switches a zone (the overview switches every zone too). */
export const ZONE_SECTION: Record<VenueZone, VenueSection> = {
  LOBBY: 'lobby',
  SCHEDULE: 'settings',
  STAGE: 'stages',
  ROOM: 'rooms',
  NETWORKING: 'networking',
  EXPO: 'expo',
};
