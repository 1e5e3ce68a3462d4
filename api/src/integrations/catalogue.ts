/** What the organization's integrations page says about each supported integration. */
import type { IntegrationType } from '@console/shared/contract';

export const INTEGRATION_CATALOGUE: Record<IntegrationType, { name: string; description: string }> =
  {
    SALESFORCE: {
      name: 'Salesforce',
      description:
        'Sync ticket deals from your Salesforce pipeline to the revenue dashboard of your events.',
    },
    HUBSPOT: {
      name: 'HubSpot',
      description:
        'Sync ticket deals from your HubSpot CRM to the revenue dashboard of your events.',
    },
    MARKETO: {
      name: 'Marketo',
      description: 'Send registrants to Marketo to nurture them with your marketing programs.',
    },
    ZAPIER: {
      name: 'Zapier',
      description: 'Connect registrations and check-ins to thousands of apps through Zapier.',
    },
  };
