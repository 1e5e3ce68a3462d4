/**
 * Ending sessions from the sessions page: one device, or every device but this one. Either way
 * a toast says what happened (the API's message when it refused) and the list is fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, TIMINGS } from '@console/shared/contract';
import { queryKeys, type Notifier } from '@console/shared/react';
import { errorText } from '@console/shared/ui';
import { endSessionsOutcome } from './end-sessions-outcome';
import { endSession, endSessions } from './sessions-client';

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions() });
}

const success = (notifier: Notifier, message: string) =>
  notifier.notify(message, { tone: 'success', durationMs: TIMINGS.toastShortMs });
const failure = (notifier: Notifier, message: string) =>
  notifier.notify(message, { tone: 'error', durationMs: TIMINGS.toastLongMs });

export function useEndSession(notifier: Notifier) {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => success(notifier, MESSAGES.sessionEnded),
    onError: (error) => failure(notifier, errorText(error)),
    onSettled: refresh,
  });
}

export function useEndOtherSessions(notifier: Notifier) {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: async (sessionIds: readonly number[]) =>
      endSessionsOutcome(await endSessions(sessionIds)),
    onSuccess: ({ ended, error }) => {
      if (ended > 0) success(notifier, MESSAGES.otherSessionsEnded(ended));
      if (error !== null) failure(notifier, error);
    },
    onError: (error) => failure(notifier, errorText(error)),
    onSettled: refresh,
  });
}
