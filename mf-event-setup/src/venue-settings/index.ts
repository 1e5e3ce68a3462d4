/**
 * The venue and engagement settings of mf-event-setup (issue #43): the zones, stages, booth zone,
 * networking channels, one-on-one meeting interval and leaderboard that access control's
 * forced-inactive rules read, one page per section of spec shell §6. Every page saves a setting
 * as soon as it changes, with a toast.
 */
export { VenueSettingsPage } from './overview/VenueSettingsPage';
export { LobbyPage, RoomsPage } from './zones/ZonePages';
export { StagesPage } from './stages/StagesPage';
export { ExpoPage } from './expo/ExpoPage';
export { NetworkingPage } from './networking/NetworkingPage';
export { EngagementPage } from './engagement/EngagementPage';
