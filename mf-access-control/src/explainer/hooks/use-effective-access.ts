import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchEffectiveAccess } from '../client/explainer-client';
import { accessKeys } from '@console/access-control-contract';

/** One registrant's resolved access; nothing while no one is chosen. */
export function useEffectiveAccess(registrationId: number | null) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    queryKey: accessKeys.explain(eventId, registrationId ?? 0),
    queryFn: ({ signal }) => fetchEffectiveAccess(eventId, registrationId ?? 0, signal),
    enabled: registrationId !== null,
  });
}
