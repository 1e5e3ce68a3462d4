import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent, queryKeys } from '@console/shared/react';
import { fetchTicketTypes } from '../client/approvals-client';

export const ticketTypesQuery = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.approvals.ticketTypes(eventId),
    queryFn: ({ signal }) => fetchTicketTypes(eventId, signal),
  });

/** The event's ticket types: the ticket filter, and sales end dates for the §5 local check. */
export function useTicketTypes() {
  const { eventId } = useCurrentEvent();
  return useQuery(ticketTypesQuery(eventId));
}
