/** Wire data for tests, valid against the contract's schemas. */
import { REVENUE_DASHBOARD_SYNC_CONFIG_ID, type Integration } from '@console/shared/contract';
import type { OrganizationIntegration } from '@console/integrations-contract';

export const organizationIntegration = (
  overrides: Partial<OrganizationIntegration> = {},
): OrganizationIntegration => ({
  integrationType: 'HUBSPOT',
  name: 'HubSpot',
  description: 'Deals and contacts from your HubSpot CRM.',
  status: 'ENABLE',
  connection: { baseUrl: 'https://crm.example.com', hasApiToken: true, updatedAt: null },
  eventCount: 3,
  events: [
    { eventId: 1, name: 'Demo Virtual Summit', type: 'EVENT', solutionStatus: 'ENABLE' },
    { eventId: 3, name: 'Demo City Expo', type: 'EVENT', solutionStatus: 'DISABLE' },
    { eventId: 7, name: 'Product Webinar', type: 'WEBINAR', solutionStatus: 'ENABLE' },
  ],
  ...overrides,
});

export const eventIntegration = (overrides: Partial<Integration> = {}): Integration => ({
  integrationType: 'HUBSPOT',
  solutionStatus: 'ENABLE',
  configValue: { configValues: [{ externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: 'false' }] },
  revenueDashboardDataSyncAt: null,
  revenueDashboardLastSyncObject: null,
  ...overrides,
});

/** The same integration with the revenue data sync config value set. */
export const withRevenueSync = (integration: Integration, on: boolean): Integration => ({
  ...integration,
  configValue: {
    configValues: [{ externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: String(on) }],
  },
});
