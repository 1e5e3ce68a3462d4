import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { deleteAbandoned, remindAbandoned } from '../client/abandoned-client';
import { reminderErrorText } from './messages';
import { abandonedKeys, PEOPLE_MESSAGES, type AbandonedAction } from '@console/people-contract';

/** Delete by ids or filter; the spec's toasts; every list, count and detail reloads after. */
export function useDeleteAbandoned() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AbandonedAction) => deleteAbandoned(eventId, payload),
    onSuccess: () => {
      notify(PEOPLE_MESSAGES.registrantsDeleted, {
        tone: 'success',
        durationMs: TIMINGS.toastShortMs,
      });
      return queryClient.invalidateQueries({ queryKey: abandonedKeys.all(eventId) });
    },
    onError: () =>
      notify(PEOPLE_MESSAGES.abandonedDeleteFailed, {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      }),
  });
}

/** Reminder emails by ids or filter; the detail page's reminder count reloads after. */
export function useRemindAbandoned() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AbandonedAction) => remindAbandoned(eventId, payload),
    onSuccess: () => {
      notify(PEOPLE_MESSAGES.reminderSent, { tone: 'success', durationMs: TIMINGS.toastShortMs });
      return queryClient.invalidateQueries({ queryKey: abandonedKeys.all(eventId) });
    },
    onError: (error) =>
      notify(reminderErrorText(error), { tone: 'error', durationMs: TIMINGS.toastLongMs }),
  });
}
