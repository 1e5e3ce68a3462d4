import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchAudienceTicketTypes } from '../client/audience-list-client';
import { audienceListKeys } from '@console/people-contract';

export const audienceTicketTypesQuery = (eventId: number) =>
  queryOptions({
    queryKey: audienceListKeys.ticketTypes(eventId),
    queryFn: ({ signal }) => fetchAudienceTicketTypes(eventId, signal),
  });

/** The event's ticket types, the options of the ticket type filter. */
export function useAudienceTicketTypes() {
  const { eventId } = useCurrentEvent();
  return useQuery(audienceTicketTypesQuery(eventId));
}
