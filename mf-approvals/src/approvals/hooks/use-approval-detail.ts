import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent, queryKeys } from '@console/shared/react';
import { fetchApprovalDetail } from '../client/approvals-client';

/** One registration request with its status history and ticket reservation. */
export function useApprovalDetail(flowId: string, flowContextId: string) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    queryKey: queryKeys.approvals.detail(eventId, flowId, flowContextId),
    queryFn: ({ signal }) => fetchApprovalDetail(eventId, flowId, flowContextId, signal),
  });
}
