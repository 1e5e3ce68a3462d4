/**
 * The forced-inactive rules of people-and-access-control §4: a feature nobody can use on this
 * event, whatever the access groups say, because what it needs (its zone, a channel, the
 * one-on-one meeting interval, the leaderboard, a booth zone) is not there.
 */
import type { FeatureRequirement } from './catalogue';
import type { InactiveReason } from './schemas';

export const ZONES = ['LOBBY', 'SCHEDULE', 'STAGE', 'ROOM', 'NETWORKING', 'EXPO'] as const;
export type Zone = (typeof ZONES)[number];

/** What the event offers, as the rules read it (the API's event_access_settings + the event). */
export interface EventAccessSettings {
  activeZones: readonly Zone[];
  hasChatChannel: boolean;
  hasPeopleChannel: boolean;
  /** The one-on-one meeting interval; null: the event has none. */
  oneOnOneIntervalMinutes: number | null;
  boothZoneActive: boolean;
  leaderboardEnabled: boolean;
}

/** An event without settings of its own: everything on, 30-minute meetings, no leaderboard. */
export const DEFAULT_EVENT_ACCESS_SETTINGS: EventAccessSettings = {
  activeZones: ZONES,
  hasChatChannel: true,
  hasPeopleChannel: true,
  oneOnOneIntervalMinutes: 30,
  boothZoneActive: true,
  leaderboardEnabled: false,
};

/** Why a feature with this requirement is forced inactive on the event, or null when it is usable. */
export function inactiveReason(
  requirement: FeatureRequirement | null,
  settings: EventAccessSettings,
): InactiveReason | null {
  if (requirement === null) return null;
  switch (requirement.kind) {
    case 'zone':
      return settings.activeZones.includes(requirement.zone) ? null : 'ZONE_NOT_ACTIVE';
    case 'peopleChannel':
      return settings.hasPeopleChannel ? null : 'NO_PEOPLE_CHANNEL';
    case 'oneOnOneInterval':
      return settings.oneOnOneIntervalMinutes !== null && settings.oneOnOneIntervalMinutes > 0
        ? null
        : 'NO_ONE_ON_ONE_INTERVAL';
    case 'chatOrPeopleChannel':
      return settings.hasChatChannel || settings.hasPeopleChannel
        ? null
        : 'NO_CHAT_OR_PEOPLE_CHANNEL';
    case 'leaderboard':
      return settings.leaderboardEnabled ? null : 'LEADERBOARD_DISABLED';
    case 'boothZone':
      return settings.boothZoneActive ? null : 'NO_ACTIVE_BOOTH_ZONE';
  }
}
