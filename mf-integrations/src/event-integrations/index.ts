/** The event's integrations (event-integration): use in the event and revenue data sync. */
export { EventIntegrationsPage } from './EventIntegrationsPage';
