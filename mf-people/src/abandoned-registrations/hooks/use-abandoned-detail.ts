import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchAbandonedDetail } from '../client/abandoned-client';
import { abandonedKeys } from '@console/people-contract';

/** One abandoned registration, by its flow and flow context. */
export function useAbandonedDetail(flowId: string, flowContextId: string) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    queryKey: abandonedKeys.detail(eventId, flowId, flowContextId),
    queryFn: ({ signal }) => fetchAbandonedDetail(eventId, flowId, flowContextId, signal),
  });
}
