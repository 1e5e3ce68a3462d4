import { useMutation } from '@tanstack/react-query';
import { MESSAGES, TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { resendConfirmation } from '../client/approvals-client';

/** Resends the approval email of approved requests (§8 toasts). */
export function useResendConfirmation() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  return useMutation({
    mutationFn: (flowContextIds: readonly string[]) => resendConfirmation(eventId, flowContextIds),
    onSuccess: () =>
      notify(MESSAGES.confirmationResent, { tone: 'success', durationMs: TIMINGS.toastShortMs }),
    onError: () =>
      notify(MESSAGES.somethingWentWrongBang, { tone: 'error', durationMs: TIMINGS.toastLongMs }),
  });
}
