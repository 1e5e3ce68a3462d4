import { routeByKey } from '@console/shared/contract';
import { catalogueNodes, stageBackstageKey } from './catalogue';
import { inactiveReason, DEFAULT_EVENT_ACCESS_SETTINGS } from './forced-inactive';
import type { InactiveReason } from './schemas';
import { inactiveSettingsRoute, zoneOfFeature } from './settings-route';

describe('inactiveSettingsRoute: the settings page that decides a forced-inactive feature', () => {
  it.each<[string, InactiveReason, string, string]>([
    ['the expo zone', 'ZONE_NOT_ACTIVE', 'EXPO', 'venue.expo'],
    ['the lobby zone', 'ZONE_NOT_ACTIVE', 'LOBBY', 'venue.lobby'],
    ['the stage zone', 'ZONE_NOT_ACTIVE', 'STAGE', 'venue.stages'],
    ['the stage zone of the backstage', 'ZONE_NOT_ACTIVE', 'BACKSTAGE', 'venue.stages'],
    [
      'the stage zone of one stage’s backstage',
      'ZONE_NOT_ACTIVE',
      stageBackstageKey('Main.Stage'),
      'venue.stages',
    ],
    [
      'the room zone of a room sub-feature',
      'ZONE_NOT_ACTIVE',
      'ROOM.ACCESS_PVT_ROOMS',
      'venue.rooms',
    ],
    ['the networking zone', 'ZONE_NOT_ACTIVE', 'NETWORKING', 'venue.networking'],
    [
      'the schedule zone: only the overview switches it',
      'ZONE_NOT_ACTIVE',
      'SCHEDULE',
      'venue.settings',
    ],
    ['a zone the feature does not name', 'ZONE_NOT_ACTIVE', 'CALENDAR', 'venue.settings'],
    ['no people channel', 'NO_PEOPLE_CHANNEL', 'PVT_CHAT', 'venue.networking'],
    ['no one-on-one interval', 'NO_ONE_ON_ONE_INTERVAL', 'PVT_MEETING', 'venue.networking'],
    [
      'no chat nor people channel',
      'NO_CHAT_OR_PEOPLE_CHANNEL',
      'EVENT_INTERACTION',
      'venue.networking',
    ],
    ['the leaderboard disabled', 'LEADERBOARD_DISABLED', 'LEADERBOARD', 'venue.engagement'],
    ['no active booth zone', 'NO_ACTIVE_BOOTH_ZONE', 'CUSTOM_ZONES', 'venue.expo'],
  ])('%s', (_case, reason, featureKey, routeKey) => {
    expect(inactiveSettingsRoute(reason, featureKey)).toBe(routeKey);
  });

  it('names a route of the catalogue for every feature the rules can force inactive', () => {
    const off = {
      ...DEFAULT_EVENT_ACCESS_SETTINGS,
      activeZones: [],
      hasChatChannel: false,
      hasPeopleChannel: false,
      oneOnOneIntervalMinutes: null,
      boothZoneActive: false,
    };
    for (const node of catalogueNodes()) {
      const reason = inactiveReason(node.requires, off);
      if (reason === null) continue;
      expect(routeByKey(inactiveSettingsRoute(reason, node.key)).area).toBe('Venue setup');
    }
  });

  it('reads the zone from the top-level feature of a key', () => {
    expect(zoneOfFeature('ROOM.SHOW_RESERVED_ROOMS_ONLY')).toBe('ROOM');
    expect(zoneOfFeature('PVT_CHAT')).toBeNull();
  });
});
