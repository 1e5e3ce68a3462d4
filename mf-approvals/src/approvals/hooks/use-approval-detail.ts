import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchApprovalDetail } from '../client/approvals-client';
import { approvalKeys } from '@console/approvals-contract';

export const approvalDetailQuery = (eventId: number, flowId: string, flowContextId: string) =>
  queryOptions({
    queryKey: approvalKeys.detail(eventId, flowId, flowContextId),
    queryFn: ({ signal }) => fetchApprovalDetail(eventId, flowId, flowContextId, signal),
  });

/** One registration request with its status history and ticket reservation. */
export function useApprovalDetail(flowId: string, flowContextId: string) {
  const { eventId } = useCurrentEvent();
  return useQuery(approvalDetailQuery(eventId, flowId, flowContextId));
}
