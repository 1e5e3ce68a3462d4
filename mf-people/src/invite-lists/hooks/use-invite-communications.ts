import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchInviteCommunications } from '../client/invite-lists-client';
import { inviteListKeys } from '@console/people-contract';

export const inviteCommunicationsQuery = (eventId: number) =>
  queryOptions({
    queryKey: inviteListKeys.communications(eventId),
    queryFn: ({ signal }) => fetchInviteCommunications(eventId, signal),
  });

/** The event's invitation emails that new invitees can be sent. */
export function useInviteCommunications() {
  const { eventId } = useCurrentEvent();
  return useQuery(inviteCommunicationsQuery(eventId));
}
