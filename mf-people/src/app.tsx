import { lazy, type ComponentType } from 'react';
import { defineRemoteApp } from '@console/shared/react';

/**
 * A page loaded when it is first opened: the audiences page does not carry the invite-list
 * import (formik, yup, papaparse, phone rules) or the audience list's code with it.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/** mf-people's pages, one per catalogue route whose app is mf-people. */
export default defineRemoteApp({
  'people.audiences': page(
    () => import('./audiences/AudiencesPage'),
    (m) => m.AudiencesPage,
  ),
  'people.audienceDetail': page(
    () => import('./audience-list'),
    (m) => m.AudienceListPage,
  ),
  'people.attendees': page(
    () => import('./audience-list'),
    (m) => m.AttendeesPage,
  ),
  'people.inviteList': page(
    () => import('./invite-lists/page/InviteListPage'),
    (m) => m.InviteListPage,
  ),
  'people.customAudience': page(
    () => import('./custom-groups'),
    (m) => m.CustomAudiencePage,
  ),
  'people.abandoned': page(
    () => import('./abandoned-registrations'),
    (m) => m.AbandonedRegistrationsPage,
  ),
  'people.abandonedDetail': page(
    () => import('./abandoned-registrations'),
    (m) => m.AbandonedDetailPage,
  ),
  'people.incomplete': page(
    () => import('./abandoned-registrations'),
    (m) => m.IncompleteRegistrationsPage,
  ),
  'people.incompleteDetail': page(
    () => import('./abandoned-registrations'),
    (m) => m.IncompleteDetailPage,
  ),
});
