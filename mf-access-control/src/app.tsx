import { lazy, type ComponentType } from 'react';
import { defineRemoteApp } from '@console/shared/react';

/** A page loaded when it is first opened (see mf-people's app.tsx). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/** mf-access-control's pages, one per catalogue route whose app is mf-access-control. */
export default defineRemoteApp({
  'people.experienceManagement': page(
    () => import('./group'),
    (m) => m.GroupPage,
  ),
  'people.sessionAccess': page(
    () => import('./session-access'),
    (m) => m.SessionAccessPage,
  ),
  'people.accessExplainer': page(
    () => import('./explainer'),
    (m) => m.AccessExplainerPage,
  ),
});
