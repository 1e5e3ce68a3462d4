/**
 * Query keys of the venue and engagement settings, from one factory; never inline a key. A write
 * changes what other features read (access control's forced-inactive features, the event's
 * leaderboard flag in the shell's event): after one, invalidate the whole event
 * (queryKeys.event of @console/shared/react), which holds these keys too.
 */
export const venueSettingsKeys = {
  all: (eventId: number) => ['event', eventId, 'venue-settings'] as const,
  settings: (eventId: number) => ['event', eventId, 'venue-settings', 'settings'] as const,
  expo: (eventId: number) => ['event', eventId, 'venue-settings', 'expo'] as const,
};
