import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys, useCurrentEvent } from '@console/shared/react';
import { fetchOutboxPage } from './outbox-client';

export const outboxQuery = (eventId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.outbox(eventId),
    queryFn: ({ pageParam, signal }) => fetchOutboxPage(eventId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
  });

/** The current event's outbox, newest first, one more page at each fetchNextPage. */
export function useOutbox() {
  const { eventId } = useCurrentEvent();
  return useInfiniteQuery(outboxQuery(eventId));
}
