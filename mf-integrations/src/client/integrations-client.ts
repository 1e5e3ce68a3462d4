/**
 * The integrations endpoints, one function per call. Paths come from the contract's
 * INTEGRATIONS_API; answers are validated with the contract's schemas.
 */
import {
  IntegrationListSchema,
  IntegrationSchema,
  type Integration,
} from '@console/shared/contract';
import { apiRequest } from '@console/shared/react';
import {
  INTEGRATIONS_API,
  OrganizationIntegrationListSchema,
  OrganizationIntegrationSchema,
  type OrganizationIntegration,
  type UpdateEventIntegration,
  type UpdateOrganizationIntegration,
} from '@console/integrations-contract';

export async function fetchOrganizationIntegrations(
  signal?: AbortSignal,
): Promise<OrganizationIntegration[]> {
  const list = await apiRequest(
    OrganizationIntegrationListSchema,
    INTEGRATIONS_API.organizationList,
    {
      signal,
    },
  );
  return list.integrations;
}

export function updateOrganizationIntegration(
  integrationType: string,
  update: UpdateOrganizationIntegration,
): Promise<OrganizationIntegration> {
  return apiRequest(
    OrganizationIntegrationSchema,
    INTEGRATIONS_API.organizationIntegration(integrationType),
    { method: 'PATCH', body: update },
  );
}

export async function fetchEventIntegrations(
  eventId: number,
  signal?: AbortSignal,
): Promise<Integration[]> {
  const list = await apiRequest(IntegrationListSchema, INTEGRATIONS_API.eventList(eventId), {
    signal,
  });
  return list.integrations;
}

export function updateEventIntegration(
  eventId: number,
  integrationType: string,
  update: UpdateEventIntegration,
): Promise<Integration> {
  return apiRequest(
    IntegrationSchema,
    INTEGRATIONS_API.eventIntegration(eventId, integrationType),
    {
      method: 'PATCH',
      body: update,
    },
  );
}
