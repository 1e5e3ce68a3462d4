import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchApprovalSummary } from '../client/approvals-client';
import { approvalKeys } from '@console/approvals-contract';

export const approvalSummaryQuery = (eventId: number) =>
  queryOptions({
    queryKey: approvalKeys.summary(eventId),
    queryFn: ({ signal }) => fetchApprovalSummary(eventId, signal),
  });

/** Registration counts of the event (capacity, active registrations, per-status totals). */
export function useApprovalSummary() {
  const { eventId } = useCurrentEvent();
  return useQuery(approvalSummaryQuery(eventId));
}
