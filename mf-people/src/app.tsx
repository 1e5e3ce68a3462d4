import { defineRemoteApp, lazyPage } from '@console/shared/react';

/** mf-people's pages, one per catalogue route whose app is mf-people. */
export default defineRemoteApp({
  'people.audiences': lazyPage(
    () => import('./audiences/AudiencesPage'),
    (m) => m.AudiencesPage,
  ),
  'people.audienceDetail': lazyPage(
    () => import('./audience-list'),
    (m) => m.AudienceListPage,
  ),
  'people.attendees': lazyPage(
    () => import('./audience-list'),
    (m) => m.AttendeesPage,
  ),
  'people.inviteList': lazyPage(
    () => import('./invite-lists/page/InviteListPage'),
    (m) => m.InviteListPage,
  ),
  'people.customAudience': lazyPage(
    () => import('./custom-groups'),
    (m) => m.CustomAudiencePage,
  ),
  'people.abandoned': lazyPage(
    () => import('./abandoned-registrations'),
    (m) => m.AbandonedRegistrationsPage,
  ),
  'people.abandonedDetail': lazyPage(
    () => import('./abandoned-registrations'),
    (m) => m.AbandonedDetailPage,
  ),
  'people.incomplete': lazyPage(
    () => import('./abandoned-registrations'),
    (m) => m.IncompleteRegistrationsPage,
  ),
  'people.incompleteDetail': lazyPage(
    () => import('./abandoned-registrations'),
    (m) => m.IncompleteDetailPage,
  ),
});
