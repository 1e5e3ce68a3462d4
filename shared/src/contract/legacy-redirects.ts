/**
 * Legacy short paths (spec §2.8) and the grouped route each one now lives at.
 * `/{eventType}/{eventId}/{short}` redirects to the grouped path, keeping the query string.
 */
import type { EventType } from './events';
import { routeByKey } from './routes';

const LEGACY_TARGETS: Readonly<Record<string, string>> = {
  basic: 'eventSetup.basic',
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

export const LEGACY_SHORT_PATHS: readonly string[] = Object.keys(LEGACY_TARGETS);

/** The grouped path (relative to the event base) a legacy short path redirects to, or null. */
export function legacyRedirectPath(
  eventType: EventType,
  shortPath: string,
  search = '',
): string | null {
  const key =
    shortPath === 'basic' && eventType === 'WEBINAR'
      ? 'eventSetup.details'
      : LEGACY_TARGETS[shortPath];
  if (!key) return null;
  const path = routeByKey(key).path.replace('/*', '');
  const query = new URLSearchParams(search);
  if (shortPath === 'accessGroups' && !query.has('selectedTab'))
    query.set('selectedTab', 'EXPERIENCE_MANAGEMENT');
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
