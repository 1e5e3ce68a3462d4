import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchApprovals, type ApprovalPageFilters } from '../client/approvals-client';
import { approvalKeys } from '@console/approvals-contract';

export const approvalsQuery = (eventId: number, filters: ApprovalPageFilters) =>
  queryOptions({
    queryKey: approvalKeys.list(eventId, filters),
    queryFn: ({ signal }) => fetchApprovals(eventId, filters, signal),
  });

/** One page of approval requests; the previous page stays on screen while the next loads. */
export function useApprovals(filters: ApprovalPageFilters) {
  const { eventId } = useCurrentEvent();
  return useQuery({ ...approvalsQuery(eventId, filters), placeholderData: keepPreviousData });
}
