import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { ApiError, useCurrentEvent, useNotifier } from '@console/shared/react';
import { startRevenueSync } from '../../client/revenue-client';
import { analyticsKeys, ANALYTICS_MESSAGES } from '@console/analytics-contract';

/**
 * A refused sync (409: inside the day, off, already running; 429: the day's starts used up by
 * failed syncs) says why and when; anything else, §8's text.
 */
export function syncFailureMessage(error: unknown): string {
  return error instanceof ApiError && (error.status === 409 || error.status === 429)
    ? error.message
    : ANALYTICS_MESSAGES.syncFailed;
}

/**
 * 'Sync now': starts the re-sync, says 'Dashboard Sync Started' (5 s) or why it failed, and
 * stays pending until the dashboard is read again, so the button never flickers back on.
 */
export function useRevenueSync() {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const { notify } = useNotifier();
  const reread = () => queryClient.invalidateQueries({ queryKey: analyticsKeys.revenue(eventId) });
  return useMutation({
    mutationFn: () => startRevenueSync(eventId),
    onSuccess: async () => {
      notify(ANALYTICS_MESSAGES.syncStarted, { tone: 'success', durationMs: TIMINGS.toastLongMs });
      await reread();
    },
    onError: async (error) => {
      notify(syncFailureMessage(error), { tone: 'error', durationMs: TIMINGS.toastLongMs });
      await reread();
    },
  });
}
