import type { FeatureRequirement } from './catalogue';
import { catalogueNodes } from './catalogue';
import {
  DEFAULT_EVENT_ACCESS_SETTINGS,
  inactiveReason,
  ZONES,
  type EventAccessSettings,
} from './forced-inactive';
import type { InactiveReason } from './schemas';

const on = DEFAULT_EVENT_ACCESS_SETTINGS;
const with_ = (over: Partial<EventAccessSettings>): EventAccessSettings => ({ ...on, ...over });

describe('inactiveReason (people-and-access-control §4, forced inactive)', () => {
  it.each<[string, FeatureRequirement | null, Partial<EventAccessSettings>, InactiveReason | null]>(
    [
      ['no requirement', null, { activeZones: [], hasChatChannel: false }, null],
      ['its zone active', { kind: 'zone', zone: 'EXPO' }, {}, null],
      [
        'its zone not active',
        { kind: 'zone', zone: 'EXPO' },
        { activeZones: ZONES.filter((z) => z !== 'EXPO') },
        'ZONE_NOT_ACTIVE',
      ],
      [
        'another zone not active',
        { kind: 'zone', zone: 'LOBBY' },
        { activeZones: ['LOBBY'] },
        null,
      ],
      ['private chat with a people channel', { kind: 'peopleChannel' }, {}, null],
      [
        'private chat without a people channel',
        { kind: 'peopleChannel' },
        { hasPeopleChannel: false },
        'NO_PEOPLE_CHANNEL',
      ],
      [
        'private chat needs the people channel, not the chat one',
        { kind: 'peopleChannel' },
        { hasPeopleChannel: false, hasChatChannel: true },
        'NO_PEOPLE_CHANNEL',
      ],
      ['private meeting with an interval', { kind: 'oneOnOneInterval' }, {}, null],
      [
        'private meeting without an interval',
        { kind: 'oneOnOneInterval' },
        { oneOnOneIntervalMinutes: null },
        'NO_ONE_ON_ONE_INTERVAL',
      ],
      [
        'private meeting with a zero interval',
        { kind: 'oneOnOneInterval' },
        { oneOnOneIntervalMinutes: 0 },
        'NO_ONE_ON_ONE_INTERVAL',
      ],
      [
        'event interaction with only a chat channel',
        { kind: 'chatOrPeopleChannel' },
        { hasPeopleChannel: false },
        null,
      ],
      [
        'event interaction with only a people channel',
        { kind: 'chatOrPeopleChannel' },
        { hasChatChannel: false },
        null,
      ],
      [
        'event interaction with neither channel',
        { kind: 'chatOrPeopleChannel' },
        { hasChatChannel: false, hasPeopleChannel: false },
        'NO_CHAT_OR_PEOPLE_CHANNEL',
      ],
      ['leaderboard enabled', { kind: 'leaderboard' }, { leaderboardEnabled: true }, null],
      [
        'leaderboard disabled',
        { kind: 'leaderboard' },
        { leaderboardEnabled: false },
        'LEADERBOARD_DISABLED',
      ],
      ['custom zones with an active booth zone', { kind: 'boothZone' }, {}, null],
      [
        'custom zones without an active booth zone',
        { kind: 'boothZone' },
        { boothZoneActive: false },
        'NO_ACTIVE_BOOTH_ZONE',
      ],
    ],
  )('%s', (_name, requirement, over, expected) => {
    expect(inactiveReason(requirement, with_(over))).toBe(expected);
  });

  it('holds every zone of the catalogue to its own zone', () => {
    const zoned = catalogueNodes().flatMap((n) =>
      n.requires?.kind === 'zone' ? [{ key: n.key, zone: n.requires.zone }] : [],
    );
    expect(new Set(zoned.map((z) => z.zone))).toEqual(new Set(ZONES));
    for (const { zone } of zoned) {
      const off = with_({ activeZones: ZONES.filter((z) => z !== zone) });
      expect(inactiveReason({ kind: 'zone', zone }, off)).toBe('ZONE_NOT_ACTIVE');
    }
  });

  it('names the rule of each catalogue feature the spec lists', () => {
    const rule = (key: string) => catalogueNodes().find((n) => n.key === key)?.requires?.kind;
    expect(rule('PVT_CHAT')).toBe('peopleChannel');
    expect(rule('PVT_MEETING')).toBe('oneOnOneInterval');
    expect(rule('EVENT_INTERACTION')).toBe('chatOrPeopleChannel');
    expect(rule('LEADERBOARD')).toBe('leaderboard');
    expect(rule('CUSTOM_ZONES')).toBe('boothZone');
  });
});
