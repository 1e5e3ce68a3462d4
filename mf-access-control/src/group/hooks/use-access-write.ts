import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { notifyFailure } from './notify-failure';
import { accessKeys } from '@console/access-control-contract';

export interface AccessWriteOptions<V> {
  write: (eventId: number, variables: V) => Promise<void>;
  /** The success toast. */
  successMessage: string;
  /** Replaces the default failure toast (the server's refusal, else 'Something went wrong…'). */
  failureMessage?: string;
}

/**
 * A write of the group page: on success it toasts and waits for the event's access data to reload
 * (a change of one group can change the sessions, the explainer and the groups list), so the page
 * shows the saved state before the caller clears its pending changes.
 */
export function useAccessWrite<V>({
  write,
  successMessage,
  failureMessage,
}: AccessWriteOptions<V>) {
  const { eventId } = useCurrentEvent();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => write(eventId, variables),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accessKeys.all(eventId) });
      notifier.notify(successMessage, { tone: 'success', durationMs: TIMINGS.toastShortMs });
    },
    onError: (error) =>
      failureMessage
        ? notifier.notify(failureMessage, { tone: 'error', durationMs: TIMINGS.toastLongMs })
        : notifyFailure(notifier, error),
  });
}
