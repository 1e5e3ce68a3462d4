/** What the event's integrations page reads from an integration of the wire. */
import {
  IntegrationTypeSchema,
  REVENUE_DASHBOARD_SYNC_CONFIG_ID,
  type Integration,
  type IntegrationType,
} from '@console/shared/contract';

const NAMES: Record<IntegrationType, string> = {
  SALESFORCE: 'Salesforce',
  HUBSPOT: 'HubSpot',
  MARKETO: 'Marketo',
  ZAPIER: 'Zapier',
};

/** The product's name of a known kind; an unknown kind shows as the API sends it. */
export function integrationName(integrationType: string): string {
  const known = IntegrationTypeSchema.safeParse(integrationType);
  return known.success ? NAMES[known.data] : integrationType;
}

/** The revenue dashboard may sync this event's CRM data: its config value is 'true' (spec §4.3). */
export function isRevenueDataSyncOn(integration: Pick<Integration, 'configValue'>): boolean {
  return integration.configValue.configValues.some(
    (config) => config.externalId === REVENUE_DASHBOARD_SYNC_CONFIG_ID && config.value === 'true',
  );
}
