import { defineRemoteApp, lazyPage } from '@console/shared/react';

/** mf-integrations's pages, one per catalogue route whose app is mf-integrations, each loaded when opened. */
export default defineRemoteApp({
  'integrations.event': lazyPage(
    () => import('./event-integrations'),
    (m) => m.EventIntegrationsPage,
  ),
  'top.integrationList': lazyPage(
    () => import('./organization-integrations'),
    (m) => m.OrganizationIntegrationsPage,
  ),
});
