/**
 * The demo's integrations. Both organizations: Salesforce and HubSpot on, connected to the demo
 * CRM (CRM_BASE_URL, CRM_API_TOKEN: the start command passes the demo CRM's address), Marketo
 * off. Events, one per revenue-dashboard state an organizer meets first: the main virtual event
 * on Salesforce with the data sync permitted and never synced ('No data synced yet', then 'Sync
 * now'); the in-person expo with its integration off ('Integration turned off'); the hybrid forum
 * on HubSpot without the sync permitted ('Data sync approval needed').
 */
import { REVENUE_DASHBOARD_SYNC_CONFIG_ID } from '@console/shared/contract';
import type { Db } from '../db/client';
import { DEMO_CRM_BASE_URL } from '../integrations/crm-address-rule';
import { integrations, organizationIntegrations } from '../integrations/schema';

/** The demo CRM's address and token (a demo credential, like the demo logins' passwords). */
const crmConnection = () => ({
  baseUrl: process.env.CRM_BASE_URL ?? DEMO_CRM_BASE_URL,
  apiToken: process.env.CRM_API_TOKEN ?? 'demo-crm-token',
});

const syncPermitted = (permitted: boolean) => ({
  externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID,
  value: permitted ? 'true' : 'false',
});

export async function seedIntegrations(
  tx: Db,
  ids: { organizationIds: readonly number[]; mainId: number; inPersonId: number; hybridId: number },
): Promise<void> {
  await tx.insert(organizationIntegrations).values(
    ids.organizationIds.flatMap((organizationId) => [
      {
        organizationId,
        integrationType: 'SALESFORCE',
        status: 'ENABLE' as const,
        ...crmConnection(),
      },
      { organizationId, integrationType: 'HUBSPOT', status: 'ENABLE' as const, ...crmConnection() },
      { organizationId, integrationType: 'MARKETO', status: 'DISABLE' as const },
    ]),
  );
  await tx.insert(integrations).values([
    {
      eventId: ids.mainId,
      integrationType: 'SALESFORCE',
      solutionStatus: 'ENABLE',
      configValues: [
        syncPermitted(true),
        { externalId: 'SALESFORCE_INSTANCE', value: 'demo.my.salesforce.com' },
      ],
    },
    {
      eventId: ids.inPersonId,
      integrationType: 'SALESFORCE',
      solutionStatus: 'DISABLE',
      configValues: [syncPermitted(false)],
    },
    {
      eventId: ids.hybridId,
      integrationType: 'HUBSPOT',
      solutionStatus: 'ENABLE',
      configValues: [syncPermitted(false)],
    },
  ]);
}
