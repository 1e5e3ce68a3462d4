import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchEffectiveAccess } from '../client/explainer-client';
import { accessKeys } from '@console/access-control-contract';

export const effectiveAccessQuery = (eventId: number, registrationId: number) =>
  queryOptions({
    queryKey: accessKeys.explain(eventId, registrationId),
    queryFn: ({ signal }) => fetchEffectiveAccess(eventId, registrationId, signal),
  });

/** One registrant's resolved access; nothing while no one is chosen. */
export function useEffectiveAccess(registrationId: number | null) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    ...effectiveAccessQuery(eventId, registrationId ?? 0),
    enabled: registrationId !== null,
  });
}
