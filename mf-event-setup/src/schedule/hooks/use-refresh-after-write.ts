/**
 * What a session write changes: the schedule (refetched now), and what other pages read of the
 * event's sessions, stages and days (People's Add to sessions, access control's session and day
 * access, the venue settings' stages). Their keys belong to contracts this remote may not import,
 * so every other key under the event's prefix (queryKeys.event) is marked stale without a refetch,
 * except the shell's event context, which a session does not change: those pages refetch when
 * they mount next. A deleted session's own key is left alone (its page is leaving).
 */
import { useQueryClient, type Query } from '@tanstack/react-query';
import { queryKeys, useCurrentEvent } from '@console/shared/react';
import { scheduleKeys } from '@console/event-setup-contract';

const SCHEDULE = scheduleKeys.all(0)[2];
const CONTEXT = queryKeys.eventContext(0)[2];

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

export function useRefreshAfterWrite() {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  return (options: { deletedSegmentId?: number } = {}) => {
    const deleted =
      options.deletedSegmentId === undefined
        ? null
        : scheduleKeys.session(eventId, options.deletedSegmentId);
    const notDeleted = (query: Query) => deleted === null || !sameKey(query.queryKey, deleted);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: scheduleKeys.all(eventId), predicate: notDeleted }),
      queryClient.invalidateQueries({
        queryKey: queryKeys.event(eventId),
        refetchType: 'none',
        predicate: (query) => query.queryKey[2] !== SCHEDULE && query.queryKey[2] !== CONTEXT,
      }),
    ]);
  };
}
