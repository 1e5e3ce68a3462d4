import { useMutation } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { ApiError, useCurrentEvent, useNotifier } from '@console/shared/react';
import { resendConfirmation } from '../client/approvals-client';
import { APPROVAL_MESSAGES } from '@console/approvals-contract';

/**
 * Resends the approval email of approved requests (§8 toasts). A refusal that says why (409: the
 * confirmation email is turned off, and where to turn it on) follows the spec's toast.
 */
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
    onError: (error) =>
      notify(
        error instanceof ApiError && error.status === 409
          ? `${APPROVAL_MESSAGES.somethingWentWrongBang} ${error.message}`
          : APPROVAL_MESSAGES.somethingWentWrongBang,
        { tone: 'error', durationMs: TIMINGS.toastLongMs },
      ),
  });
}
