import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchRegistrationFlows } from '../client/approvals-client';
import { approvalKeys } from '@console/approvals-contract';

export const registrationFlowsQuery = (eventId: number) =>
  queryOptions({
    queryKey: approvalKeys.flows(eventId),
    queryFn: ({ signal }) => fetchRegistrationFlows(eventId, signal),
    staleTime: 5 * 60_000,
  });

/** The event's published registration flows (the flow filter). */
export function useRegistrationFlows() {
  const { eventId } = useCurrentEvent();
  return useQuery({ ...registrationFlowsQuery(eventId), select: (list) => list.flows });
}
