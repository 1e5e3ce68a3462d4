import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { ticketingKeys } from '@console/registration-contract';
import { fetchTicket, fetchTickets } from '../client/ticketing-client';

export const ticketsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ticketingKeys.ticketTypes(eventId),
    queryFn: ({ signal }) => fetchTickets(eventId, signal),
  });

export const ticketQuery = (eventId: number, ticketTypeId: number) =>
  queryOptions({
    queryKey: ticketingKeys.ticketType(eventId, ticketTypeId),
    queryFn: ({ signal }) => fetchTicket(eventId, ticketTypeId, signal),
  });

/** Every ticket type of the event with its sales: the list, and the coupon form's choices. */
export function useTickets() {
  const { eventId } = useCurrentEvent();
  return useQuery(ticketsQuery(eventId));
}

/** One ticket type, for its edit form. */
export function useTicket(ticketTypeId: number) {
  const { eventId } = useCurrentEvent();
  return useQuery(ticketQuery(eventId, ticketTypeId));
}
