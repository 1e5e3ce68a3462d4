import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchAbandonedDetail } from '../client/abandoned-client';
import { abandonedKeys } from '@console/people-contract';

export const abandonedDetailQuery = (eventId: number, flowId: string, flowContextId: string) =>
  queryOptions({
    queryKey: abandonedKeys.detail(eventId, flowId, flowContextId),
    queryFn: ({ signal }) => fetchAbandonedDetail(eventId, flowId, flowContextId, signal),
  });

/** One abandoned registration, by its flow and flow context. */
export function useAbandonedDetail(flowId: string, flowContextId: string) {
  const { eventId } = useCurrentEvent();
  return useQuery(abandonedDetailQuery(eventId, flowId, flowContextId));
}
