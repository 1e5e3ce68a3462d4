import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Integration } from '@console/shared/contract';
import { queryKeys, useCurrentEvent } from '@console/shared/react';
import { fetchEventIntegrations, updateEventIntegration } from '../client/integrations-client';
import { integrationKeys, type UpdateEventIntegration } from '@console/integrations-contract';

export const eventIntegrationsQuery = (eventId: number) =>
  queryOptions({
    queryKey: integrationKeys.event(eventId),
    queryFn: ({ signal }) => fetchEventIntegrations(eventId, signal),
  });

/** The current event's integrations. */
export function useEventIntegrations() {
  const { eventId } = useCurrentEvent();
  return useQuery(eventIntegrationsQuery(eventId));
}

/**
 * Changes the event's use of one integration; the list shows the saved one at once, and the
 * shell's event context reloads so the sidebar's Integrations entry follows (spec §5).
 */
export function useUpdateEventIntegration(integrationType: string) {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UpdateEventIntegration) =>
      updateEventIntegration(eventId, integrationType, update),
    onSuccess: (saved) => {
      queryClient.setQueryData<Integration[]>(integrationKeys.event(eventId), (list) =>
        list?.map((item) => (item.integrationType === saved.integrationType ? saved : item)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationKeys.event(eventId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.eventContext(eventId) }),
      ]);
    },
  });
}
