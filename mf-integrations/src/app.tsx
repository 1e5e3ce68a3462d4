import { defineRemoteApp } from '@console/shared/react';
import { comingSoonPage } from '@console/shared/ui';

const AREA = 'Integrations';

/** mf-integrations's pages, one per catalogue route whose app is mf-integrations. All arrive in a later release. */
export default defineRemoteApp({
  'integrations.event': comingSoonPage('integrations.event', AREA),
  'top.integrationList': comingSoonPage('top.integrationList', AREA),
});
