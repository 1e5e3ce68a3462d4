import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchInvitees } from '../client/invite-lists-client';
import { inviteListKeys, type InviteesQuery } from '@console/people-contract';

export const inviteesQuery = (eventId: number, audienceGroupId: number, query: InviteesQuery) =>
  queryOptions({
    queryKey: inviteListKeys.invitees(eventId, audienceGroupId, query),
    queryFn: ({ signal }) => fetchInvitees(eventId, audienceGroupId, query, signal),
  });

/** One page of a list's invitees; the previous page stays on screen while the next loads. */
export function useInvitees(audienceGroupId: number, query: InviteesQuery) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    ...inviteesQuery(eventId, audienceGroupId, query),
    placeholderData: keepPreviousData,
  });
}
