/**
 * The venue and engagement settings endpoints, relative to /api: Fastify patterns (`*Route`) and
 * builders. One read of every setting (`settings`), the Expo page's own read (`expo`, open to booth
 * owners), and one edit per section at the section's path (PATCH; the stage rename is a POST).
 */
const base = (eventId: number) => `/events/${eventId}/venue-settings`;

export const VENUE_SETTINGS_API = {
  settingsRoute: '/events/:eventId/venue-settings',
  settings: (eventId: number) => base(eventId),
  zonesRoute: '/events/:eventId/venue-settings/zones',
  zones: (eventId: number) => `${base(eventId)}/zones`,
  lobbyRoute: '/events/:eventId/venue-settings/lobby',
  lobby: (eventId: number) => `${base(eventId)}/lobby`,
  stagesRoute: '/events/:eventId/venue-settings/stages',
  stages: (eventId: number) => `${base(eventId)}/stages`,
  stageRenameRoute: '/events/:eventId/venue-settings/stages/rename',
  stageRename: (eventId: number) => `${base(eventId)}/stages/rename`,
  roomsRoute: '/events/:eventId/venue-settings/rooms',
  rooms: (eventId: number) => `${base(eventId)}/rooms`,
  /** GET: the Expo page's settings and booths; PATCH: its edit. */
  expoRoute: '/events/:eventId/venue-settings/expo',
  expo: (eventId: number) => `${base(eventId)}/expo`,
  networkingRoute: '/events/:eventId/venue-settings/networking',
  networking: (eventId: number) => `${base(eventId)}/networking`,
  engagementRoute: '/events/:eventId/venue-settings/engagement',
  engagement: (eventId: number) => `${base(eventId)}/engagement`,
} as const;
