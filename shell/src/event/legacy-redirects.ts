import type { EventType } from '@console/shared/contract';

/** Legacy short paths and the grouped route they now live at (spec §2.8). */
export const LEGACY_PATHS: Readonly<Record<string, string>> = {
  branding: 'eventSetup.branding',
  'live-stream': 'eventSetup.liveStream',
  tickets: 'registration.tickets',
  'registration-form': 'registration.form',
  'advanced-settings': 'registration.advancedSettings',
  venueSettings: 'venue.settings',
  schedule: 'venue.schedule',
  lobby: 'venue.lobby',
  stages: 'venue.stages',
  discussion: 'venue.rooms',
  networking: 'venue.networking',
  expo: 'venue.expo',
  engagement: 'venue.engagement',
  sponsors: 'venue.sponsors',
  speakers: 'people.speakers',
  attendees: 'people.attendees',
  approvals: 'people.approvals',
  accessGroups: 'people.audiences',
  profile: 'people.profile',
  insights: 'analytics.insights',
  reports: 'analytics.reports',
  reportDownloads: 'analytics.reportDownloads',
};

/** The route key a legacy short path goes to for this event type; /basic depends on the type. */
export function legacyTarget(shortPath: string, type: EventType): string | undefined {
  if (shortPath === 'basic') return type === 'WEBINAR' ? 'eventSetup.details' : 'eventSetup.basic';
  return LEGACY_PATHS[shortPath];
}
