/**
 * The editor's Preview and 'Send me a test' of a draft: each a mutation (a POST the page runs on
 * demand), the test's outcome in a toast ("Test email sent to …"), a failure in a toast.
 */
import { useMutation } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useNotifier } from '@console/shared/react';
import { errorText } from '@console/shared/ui';
import type { EmailDraft, EmailPreview, TestEmail } from '@console/event-setup-contract';
import { COMMUNICATION_WORDS as WORDS } from '../words';

export interface DraftActions {
  preview: (draft: EmailDraft) => Promise<EmailPreview>;
  test: (draft: EmailDraft) => Promise<TestEmail>;
}

const NONE: DraftActions = {
  preview: () => Promise.reject(new Error('This email has no preview.')),
  test: () => Promise.reject(new Error('This email has no test send.')),
};

export function useDraftActions(actions: DraftActions | undefined) {
  const { notify } = useNotifier();
  const failed = (error: unknown) =>
    notify(errorText(error), { tone: 'error', durationMs: TIMINGS.toastLongMs });
  const preview = useMutation({
    mutationFn: (actions ?? NONE).preview,
    onError: failed,
  });
  const test = useMutation({
    mutationFn: (actions ?? NONE).test,
    onSuccess: (sent) =>
      notify(WORDS.testSent(sent.to), { tone: 'success', durationMs: TIMINGS.toastLongMs }),
    onError: failed,
  });
  return { preview, test };
}
