import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchTicketTypes } from '../client/approvals-client';
import { approvalKeys } from '@console/approvals-contract';

/**
 * Always stale and read again on mount and focus (the shell's defaults keep data 30 s and skip
 * focus): an organizer who extends a ticket's sales on its edit page and comes back finds the
 * request approvable without a reload. The list is a few rows.
 */
export const ticketTypesQuery = (eventId: number) =>
  queryOptions({
    queryKey: approvalKeys.ticketTypes(eventId),
    queryFn: ({ signal }) => fetchTicketTypes(eventId, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** The event's ticket types: the ticket filter, and sales end dates for the §5 local check. */
export function useTicketTypes() {
  const { eventId } = useCurrentEvent();
  return useQuery(ticketTypesQuery(eventId));
}
