import { defineRemoteApp, lazyPage } from '@console/shared/react';

/** mf-access-control's pages, one per catalogue route whose app is mf-access-control. */
export default defineRemoteApp({
  'people.experienceManagement': lazyPage(
    () => import('./group'),
    (m) => m.GroupPage,
  ),
  'people.sessionAccess': lazyPage(
    () => import('./session-access'),
    (m) => m.SessionAccessPage,
  ),
  'people.accessExplainer': lazyPage(
    () => import('./explainer'),
    (m) => m.AccessExplainerPage,
  ),
});
