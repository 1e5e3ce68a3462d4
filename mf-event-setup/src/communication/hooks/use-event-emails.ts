/**
 * The automatic emails of the event: the list, the switch (saved at once, with a toast) and the
 * editor's save. A switch is what approvals read for their confirmation types, so it invalidates
 * the whole event; a text only the emails.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { queryKeys, useCurrentEvent, useNotifier } from '@console/shared/react';
import { errorText } from '@console/shared/ui';
import { communicationKeys, type EmailKind } from '@console/event-setup-contract';
import { editEventEmail, fetchEventEmails } from '../client/communication-client';
import { COMMUNICATION_WORDS as WORDS } from '../words';

export const eventEmailsQuery = (eventId: number) =>
  queryOptions({
    queryKey: communicationKeys.emails(eventId),
    queryFn: ({ signal }) => fetchEventEmails(eventId, signal),
  });

export function useEventEmails() {
  const { eventId } = useCurrentEvent();
  return useQuery(eventEmailsQuery(eventId));
}

export function useEmailSwitch() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, enabled }: { kind: EmailKind; enabled: boolean }) =>
      editEventEmail(eventId, kind, { enabled }),
    onSuccess: (_email, { kind, enabled }) => {
      notify(WORDS.emailSwitched(kind, enabled), {
        tone: 'success',
        durationMs: TIMINGS.toastShortMs,
      });
      return queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId) });
    },
    onError: (error) =>
      notify(errorText(error), { tone: 'error', durationMs: TIMINGS.toastLongMs }),
  });
}

export function useSaveEmailText(kind: EmailKind) {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: { subject: string; body: string }) => editEventEmail(eventId, kind, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communicationKeys.emails(eventId) }),
  });
}
