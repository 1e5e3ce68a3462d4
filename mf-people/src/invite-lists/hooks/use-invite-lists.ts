import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchInviteLists } from '../client/invite-lists-client';
import { inviteListKeys } from '@console/people-contract';

export const inviteListsQuery = (eventId: number) =>
  queryOptions({
    queryKey: inviteListKeys.lists(eventId),
    queryFn: ({ signal }) => fetchInviteLists(eventId, signal),
  });

/** The invite lists tab: the event's INVITE_ONLY groups and how many invitees each has. */
export function useInviteLists() {
  const { eventId } = useCurrentEvent();
  return useQuery(inviteListsQuery(eventId));
}
