import { defineRemoteApp } from '@console/shared/react';
import { comingSoonPage } from './coming-soon/ComingSoonPage';

/** mf-access-control's pages, one per catalogue route whose app is mf-access-control. All arrive in a later release. */
export default defineRemoteApp({
  'people.experienceManagement': comingSoonPage('people.experienceManagement'),
  'people.sessionAccess': comingSoonPage('people.sessionAccess'),
});
