import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent, queryKeys } from '@console/shared/react';
import { fetchApprovalSummary } from '../client/approvals-client';

/** Registration counts of the event (capacity, active registrations, per-status totals). */
export function useApprovalSummary() {
  const { eventId } = useCurrentEvent();
  return useQuery({
    queryKey: queryKeys.approvals.summary(eventId),
    queryFn: ({ signal }) => fetchApprovalSummary(eventId, signal),
  });
}
