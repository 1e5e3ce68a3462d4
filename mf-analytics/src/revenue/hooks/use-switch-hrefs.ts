import { routeByKey } from '@console/shared/contract';
import { useHasPermission, useRouteLink } from '@console/shared/react';

/**
 * Where the switches that keep the revenue dashboard from its CRM are turned on: the event's own
 * (its Integrations page, event-integration) and the organization's (its integration list). Null
 * for a page the user may not open (both need EVENT_INTEGRATIONS_WRITE; the API decides again).
 */
export interface SwitchHrefs {
  event: string | null;
  organization: string | null;
}

export function useSwitchHrefs(): SwitchHrefs {
  const eventIntegrations = useRouteLink('integrations.event');
  const managesIntegrations = useHasPermission({ anyOf: ['EVENT_INTEGRATIONS_WRITE'] });
  return {
    event: eventIntegrations ? eventIntegrations() : null,
    organization: managesIntegrations ? routeByKey('top.integrationList').path : null,
  };
}
