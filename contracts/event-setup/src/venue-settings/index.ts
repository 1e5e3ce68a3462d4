/**
 * The venue and engagement settings (issue #43): the zones, stages, booth zone, networking
 * channels, one-on-one meeting interval and leaderboard that access control's forced-inactive
 * rules read, edited section by section on the Venue Settings, Lobby, Stage, Rooms, Expo,
 * Networking and Engagement pages.
 */
export * from './form-schemas';
export * from './limits';
export * from './messages';
export * from './paths';
export * from './query-keys';
export * from './schemas';
export * from './sections';
