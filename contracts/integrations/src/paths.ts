/** The integrations endpoints, relative to /api, for the API's routes and the remote's client. */
export const INTEGRATIONS_API = {
  /** GET: the current user's organization's integrations (OrganizationIntegrationList). */
  organizationList: '/organization/integrations',
  /** PATCH: status or connection of one (UpdateOrganizationIntegration -> OrganizationIntegration). */
  organizationIntegrationRoute: '/organization/integrations/:integrationType',
  organizationIntegration: (type: string) => `/organization/integrations/${type}`,
  /** GET: the event's integrations (IntegrationList of @console/shared/contract). */
  eventListRoute: '/events/:eventId/integrations',
  eventList: (eventId: number) => `/events/${eventId}/integrations`,
  /** PATCH: the event's use of one integration (UpdateEventIntegration -> Integration). */
  eventIntegrationRoute: '/events/:eventId/integrations/:integrationType',
  eventIntegration: (eventId: number, type: string) => `/events/${eventId}/integrations/${type}`,
} as const;
