import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchOrganizationIntegrations,
  updateOrganizationIntegration,
} from '../client/integrations-client';
import { isEventIntegrationState } from './event-state-keys';
import {
  integrationKeys,
  type OrganizationIntegration,
  type UpdateOrganizationIntegration,
} from '@console/integrations-contract';

export const organizationIntegrationsQuery = () =>
  queryOptions({
    queryKey: integrationKeys.organization(),
    queryFn: ({ signal }) => fetchOrganizationIntegrations(signal),
  });

/** The current user's organization's integrations. */
export function useOrganizationIntegrations() {
  return useQuery(organizationIntegrationsQuery());
}

/**
 * Changes one of the organization's integrations; the list shows the saved one at once, and
 * every event's integrations and sidebar reload.
 */
export function useUpdateOrganizationIntegration(integrationType: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UpdateOrganizationIntegration) =>
      updateOrganizationIntegration(integrationType, update),
    onSuccess: (saved) => {
      queryClient.setQueryData<OrganizationIntegration[]>(integrationKeys.organization(), (list) =>
        list?.map((item) => (item.integrationType === saved.integrationType ? saved : item)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationKeys.organization() }),
        queryClient.invalidateQueries({
          predicate: (query) => isEventIntegrationState(query.queryKey),
        }),
      ]);
    },
  });
}
