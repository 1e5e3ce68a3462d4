import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchTicketTypes } from '../client/approvals-client';
import { approvalKeys } from '@console/approvals-contract';

export const ticketTypesQuery = (eventId: number) =>
  queryOptions({
    queryKey: approvalKeys.ticketTypes(eventId),
    queryFn: ({ signal }) => fetchTicketTypes(eventId, signal),
  });

/** The event's ticket types: the ticket filter, and sales end dates for the §5 local check. */
export function useTicketTypes() {
  const { eventId } = useCurrentEvent();
  return useQuery(ticketTypesQuery(eventId));
}
