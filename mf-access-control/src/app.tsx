import { defineRemoteApp } from '@console/shared/react';
import { comingSoonPage } from '@console/shared/ui';

const AREA = 'Access control';

/** mf-access-control's pages, one per catalogue route whose app is mf-access-control. All arrive in a later release. */
export default defineRemoteApp({
  'people.experienceManagement': comingSoonPage('people.experienceManagement', AREA),
  'people.sessionAccess': comingSoonPage('people.sessionAccess', AREA),
});
