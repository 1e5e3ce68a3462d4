import { defineRemoteApp, lazyPage } from '@console/shared/react';

/** mf-event-setup's pages, one per catalogue route whose app is mf-event-setup. */
export default defineRemoteApp({
  'venue.schedule': lazyPage(
    () => import('./schedule'),
    (m) => m.SchedulePage,
  ),
  'venue.addSession': lazyPage(
    () => import('./schedule'),
    (m) => m.AddSessionPage,
  ),
  'venue.session': lazyPage(
    () => import('./schedule'),
    (m) => m.SessionPage,
  ),
  'venue.settings': lazyPage(
    () => import('./venue-settings'),
    (m) => m.VenueSettingsPage,
  ),
  'venue.lobby': lazyPage(
    () => import('./venue-settings'),
    (m) => m.LobbyPage,
  ),
  'venue.stages': lazyPage(
    () => import('./venue-settings'),
    (m) => m.StagesPage,
  ),
  'venue.rooms': lazyPage(
    () => import('./venue-settings'),
    (m) => m.RoomsPage,
  ),
  'venue.expo': lazyPage(
    () => import('./venue-settings'),
    (m) => m.ExpoPage,
  ),
  'venue.networking': lazyPage(
    () => import('./venue-settings'),
    (m) => m.NetworkingPage,
  ),
  'venue.engagement': lazyPage(
    () => import('./venue-settings'),
    (m) => m.EngagementPage,
  ),
  'communication.standard': lazyPage(
    () => import('./communication'),
    (m) => m.StandardEmailsPage,
  ),
  'communication.custom': lazyPage(
    () => import('./communication'),
    (m) => m.CustomEmailsPage,
  ),
  'communication.savedTemplates': lazyPage(
    () => import('./communication'),
    (m) => m.SavedTemplatesPage,
  ),
  'communication.calendarInvite': lazyPage(
    () => import('./communication'),
    (m) => m.CalendarInvitesPage,
  ),
  'eventSetup.activityLog': lazyPage(
    () => import('./activity-log'),
    (m) => m.ActivityLogPage,
  ),
});
