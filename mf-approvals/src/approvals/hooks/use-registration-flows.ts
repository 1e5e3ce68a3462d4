import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent, queryKeys } from '@console/shared/react';
import { fetchRegistrationFlows } from '../client/approvals-client';

/** The event's published registration flows (the flow filter). */
export function useRegistrationFlows() {
  const { eventId } = useCurrentEvent();
  return useQuery({
    queryKey: queryKeys.approvals.flows(eventId),
    queryFn: ({ signal }) => fetchRegistrationFlows(eventId, signal),
    select: (list) => list.flows,
    staleTime: 5 * 60_000,
  });
}
