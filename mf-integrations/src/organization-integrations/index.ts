/** The organization's integrations (/dashboard/integration/list): status and CRM connection. */
export { OrganizationIntegrationsPage } from './OrganizationIntegrationsPage';
