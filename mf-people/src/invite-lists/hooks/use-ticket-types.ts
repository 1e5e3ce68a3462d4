import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchTicketTypes } from '../client/invite-lists-client';
import { audienceListKeys } from '@console/people-contract';

export const inviteTicketTypesQuery = (eventId: number) =>
  queryOptions({
    queryKey: audienceListKeys.ticketTypes(eventId),
    queryFn: ({ signal }) => fetchTicketTypes(eventId, signal),
    retry: false,
  });

/**
 * The event's ticket types, for the optional ticket of new invitees. The endpoint belongs to
 * the audience list; a user it refuses simply gets no ticket choice (no retry, no error shown).
 */
export function useTicketTypes() {
  const { eventId } = useCurrentEvent();
  return useQuery(inviteTicketTypesQuery(eventId));
}
