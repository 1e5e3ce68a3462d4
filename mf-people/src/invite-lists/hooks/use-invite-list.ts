import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchInviteList } from '../client/invite-lists-client';
import { inviteListKeys } from '@console/people-contract';

export const inviteListQuery = (eventId: number, audienceGroupId: number) =>
  queryOptions({
    queryKey: inviteListKeys.list(eventId, audienceGroupId),
    queryFn: ({ signal }) => fetchInviteList(eventId, audienceGroupId, signal),
  });

/** One invite list's header: its name and its count of invitees. */
export function useInviteList(audienceGroupId: number) {
  const { eventId } = useCurrentEvent();
  return useQuery(inviteListQuery(eventId, audienceGroupId));
}
