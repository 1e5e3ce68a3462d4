/** Venue settings answers as the API gives them: an event with Expo off and no meetings. */
import { VENUE_ZONES, type ExpoSettings, type VenueSettings } from '@console/event-setup-contract';

export function aVenue(overrides: Partial<VenueSettings> = {}): VenueSettings {
  return {
    activeZones: VENUE_ZONES.filter((zone) => zone !== 'EXPO'),
    hasChatChannel: true,
    hasPeopleChannel: true,
    oneOnOneIntervalMinutes: null,
    boothZoneActive: true,
    leaderboardEnabled: false,
    stages: [
      { name: 'Main Stage', sessionCount: 12 },
      { name: 'Side Stage', sessionCount: 1 },
    ],
    ...overrides,
  };
}

export const expoOf = (
  venue: VenueSettings,
  booths = ['Acme booth', 'Globex booth'],
): ExpoSettings => ({
  expoActive: venue.activeZones.includes('EXPO'),
  boothZoneActive: venue.boothZoneActive,
  booths: booths.map((name, i) => ({ boothId: i + 1, name })),
  boothTotal: booths.length,
});
