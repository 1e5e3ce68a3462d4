import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchRegistrant } from '../client/registrants-client';
import { registrationKeys } from '@console/people-contract';

export const registrantQuery = (eventId: number, registrationId: number) =>
  queryOptions({
    queryKey: registrationKeys.detail(eventId, registrationId),
    queryFn: ({ signal }) => fetchRegistrant(eventId, registrationId, signal),
  });

/** One registrant as the edit form reads it (names, email, role, flow, tickets, answers). */
export function useRegistrant(registrationId: number) {
  const { eventId } = useCurrentEvent();
  return useQuery(registrantQuery(eventId, registrationId));
}
