/**
 * Renders the integrations pages as the shell mounts them, against a fake API: the
 * organization's page at the dashboard level (a QueryClient and the router, no shell context,
 * as shell/src/app/App.tsx gives it), the event's page inside an event's shell context.
 */
import userEvent from '@testing-library/user-event';
import { routeByKey } from '@console/shared/contract';
import type { ShellContextValue } from '@console/shared/react';
import { anEvent, FetchRouter, renderEventPage, renderWithShell } from '@console/shared/testing';
import { EventIntegrationsPage } from '../event-integrations';
import { OrganizationIntegrationsPage } from '../organization-integrations';
import { INTEGRATIONS_API } from '@console/integrations-contract';

export { reply } from '@console/shared/testing';

export const EVENT_ID = 5;

export const paths = {
  organizationList: INTEGRATIONS_API.organizationList,
  organizationIntegration: (type: string) => INTEGRATIONS_API.organizationIntegration(type),
  eventList: INTEGRATIONS_API.eventList(EVENT_ID),
  eventIntegration: (type: string) => INTEGRATIONS_API.eventIntegration(EVENT_ID, type),
};

export function renderOrganizationPage(fetch: FetchRouter) {
  fetch.install();
  const path = routeByKey('top.integrationList').path;
  const result = renderWithShell(<OrganizationIntegrationsPage />, { path, initialUrl: path });
  return { ...result, api: fetch, user: userEvent.setup() };
}

export function renderEventIntegrations(
  fetch: FetchRouter,
  context: Partial<ShellContextValue> = {},
) {
  return renderEventPage(<EventIntegrationsPage />, {
    fetch,
    path: '/event/:eventId/event-integration',
    initialUrl: `/event/${EVENT_ID}/event-integration`,
    context: { event: anEvent({ eventId: EVENT_ID, tz: 'America/New_York' }), ...context },
    routes: [{ path: '*', element: <p>Elsewhere</p> }],
  });
}
