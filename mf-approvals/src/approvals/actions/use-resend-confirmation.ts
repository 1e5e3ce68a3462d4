import { useMutation } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { resendConfirmation } from '../client/approvals-client';
import { APPROVAL_MESSAGES } from '@console/approvals-contract';

/** Resends the approval email of approved requests (§8 toasts). */
export function useResendConfirmation() {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  return useMutation({
    mutationFn: (flowContextIds: readonly string[]) => resendConfirmation(eventId, flowContextIds),
    onSuccess: () =>
      notify(APPROVAL_MESSAGES.confirmationResent, {
        tone: 'success',
        durationMs: TIMINGS.toastShortMs,
      }),
    onError: () =>
      notify(APPROVAL_MESSAGES.somethingWentWrongBang, {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      }),
  });
}
