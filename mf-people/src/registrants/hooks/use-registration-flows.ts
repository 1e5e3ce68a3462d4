import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchRegistrationFlows } from '../client/registrants-client';
import { registrationFormKeys } from '@console/registration-contract';

export const registrationFlowsQuery = (eventId: number) =>
  queryOptions({
    queryKey: registrationFormKeys.flows(eventId),
    queryFn: ({ signal }) => fetchRegistrationFlows(eventId, signal),
  });

/** The event's registration flows, each with the form fields it asks, in form order. */
export function useRegistrationFlows() {
  const { eventId } = useCurrentEvent();
  return useQuery(registrationFlowsQuery(eventId));
}
