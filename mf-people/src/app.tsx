import { lazy, type ComponentType } from 'react';
import { defineRemoteApp } from '@console/shared/react';
import { comingSoonPage } from '@console/shared/ui';

const AREA = 'People';

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
  // Later issues: each of these names its page and says it is coming.
  'people.customAudience': comingSoonPage('people.customAudience', AREA),
  'people.abandoned': comingSoonPage('people.abandoned', AREA),
  'people.abandonedDetail': comingSoonPage('people.abandonedDetail', AREA),
  'people.incomplete': comingSoonPage('people.incomplete', AREA),
  'people.incompleteDetail': comingSoonPage('people.incompleteDetail', AREA),
});
