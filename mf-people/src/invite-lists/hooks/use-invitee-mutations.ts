import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { addInvitee, declineInvitee, deleteInvitee } from '../client/invite-lists-client';
import { inviteListKeys, PEOPLE_MESSAGES, type AddInviteeBody } from '@console/people-contract';

/** After a change to a list: its header (count), its invitees and the tab's counts. */
function useRefreshList(audienceGroupId: number) {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inviteListKeys.list(eventId, audienceGroupId) }),
      queryClient.invalidateQueries({ queryKey: inviteListKeys.lists(eventId) }),
    ]);
}

/** Decline or delete one invitee, with the spec's success and failure messages (§8). */
export function useInviteeAction(audienceGroupId: number) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshList(audienceGroupId);
  return useMutation({
    mutationFn: ({ action, inviteeId }: { action: 'decline' | 'delete'; inviteeId: number }) =>
      action === 'decline'
        ? declineInvitee(eventId, audienceGroupId, inviteeId)
        : deleteInvitee(eventId, audienceGroupId, inviteeId),
    onSuccess: (_, { action }) => {
      notify(
        action === 'decline' ? PEOPLE_MESSAGES.inviteeDeclined : PEOPLE_MESSAGES.inviteeDeleted,
        {
          tone: 'success',
          durationMs: TIMINGS.toastShortMs,
        },
      );
      return refresh();
    },
    onError: (_, { action }) =>
      notify(
        action === 'decline'
          ? PEOPLE_MESSAGES.failedToDeclineInvitee
          : PEOPLE_MESSAGES.failedToDeleteInvitee,
        { tone: 'error', durationMs: TIMINGS.toastLongMs },
      ),
  });
}

/** Add one invitee; the form shows what the server refused, the toast says it failed. */
export function useAddInvitee(audienceGroupId: number) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const refresh = useRefreshList(audienceGroupId);
  return useMutation({
    mutationFn: (body: AddInviteeBody) => addInvitee(eventId, audienceGroupId, body),
    onSuccess: () => {
      notify(PEOPLE_MESSAGES.inviteeAdded, { tone: 'success', durationMs: TIMINGS.toastShortMs });
      return refresh();
    },
    onError: () =>
      notify(PEOPLE_MESSAGES.failedToAddInvitee, {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      }),
  });
}
