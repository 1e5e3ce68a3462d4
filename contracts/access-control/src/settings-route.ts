/**
 * Where an organizer changes what makes a feature forced inactive (people §4): the route key, in
 * the shared route catalogue, of the venue or engagement settings page that decides the reason.
 * A zone is switched on its own page (Lobby, Stage, Rooms, Networking, Expo), but the schedule's,
 * which only the Venue Settings overview switches; channels and the one-on-one meeting interval
 * are Networking's, the booth zone Expo's, the leaderboard Engagement's.
 */
import { FEATURE_CATALOGUE } from './catalogue';
import type { Zone } from './forced-inactive';
import type { InactiveReason } from './schemas';

const ZONE_SETTINGS_ROUTE: Record<Zone, string> = {
  LOBBY: 'venue.lobby',
  SCHEDULE: 'venue.settings',
  STAGE: 'venue.stages',
  ROOM: 'venue.rooms',
  NETWORKING: 'venue.networking',
  EXPO: 'venue.expo',
};

const REASON_SETTINGS_ROUTE: Record<Exclude<InactiveReason, 'ZONE_NOT_ACTIVE'>, string> = {
  NO_PEOPLE_CHANNEL: 'venue.networking',
  NO_ONE_ON_ONE_INTERVAL: 'venue.networking',
  NO_CHAT_OR_PEOPLE_CHANNEL: 'venue.networking',
  LEADERBOARD_DISABLED: 'venue.engagement',
  NO_ACTIVE_BOOTH_ZONE: 'venue.expo',
};

/**
 * The zone a feature needs. Only top-level features name one; their sub-features (`ROOM.…`) and
 * the stages' backstage sub-features (`BACKSTAGE.STAGE:…`) inherit it, so the key's first part
 * decides.
 */
export function zoneOfFeature(featureKey: string): Zone | null {
  const top = featureKey.split('.')[0];
  const requires = FEATURE_CATALOGUE.find((node) => node.key === top)?.requires;
  return requires?.kind === 'zone' ? requires.zone : null;
}

/** The route key of the settings page that decides why this feature is forced inactive. */
export function inactiveSettingsRoute(reason: InactiveReason, featureKey: string): string {
  if (reason !== 'ZONE_NOT_ACTIVE') return REASON_SETTINGS_ROUTE[reason];
  const zone = zoneOfFeature(featureKey);
  return zone === null ? 'venue.settings' : ZONE_SETTINGS_ROUTE[zone];
}
