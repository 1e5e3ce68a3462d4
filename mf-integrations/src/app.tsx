import { defineRemoteApp } from '@console/shared/react';
import { comingSoonPage } from './coming-soon/ComingSoonPage';

/** mf-integrations's pages, one per catalogue route whose app is mf-integrations. All arrive in a later release. */
export default defineRemoteApp({
  'integrations.event': comingSoonPage('integrations.event'),
  'top.integrationList': comingSoonPage('top.integrationList'),
});
