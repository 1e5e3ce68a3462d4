import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchRegistrationFlows } from '../client/approvals-client';
import { approvalKeys } from '@console/approvals-contract';

/** The event's published registration flows (the flow filter). */
export function useRegistrationFlows() {
  const { eventId } = useCurrentEvent();
  return useQuery({
    queryKey: approvalKeys.flows(eventId),
    queryFn: ({ signal }) => fetchRegistrationFlows(eventId, signal),
    select: (list) => list.flows,
    staleTime: 5 * 60_000,
  });
}
