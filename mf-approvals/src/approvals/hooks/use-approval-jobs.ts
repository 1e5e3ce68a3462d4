import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchActiveJobs } from '../client/approvals-client';
import { approvalKeys } from '@console/approvals-contract';

/** While a status update job is queued or running, the jobs are polled this often. */
export const JOB_POLL_MS = 3000;

/**
 * The event's active approval jobs. Polls every 3 s while any is active; when the last one
 * finishes, the list, the summary and the details are refetched (they changed underneath).
 */
export function useApprovalJobs() {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const jobs = useQuery({
    queryKey: approvalKeys.jobs(eventId),
    queryFn: ({ signal }) => fetchActiveJobs(eventId, signal),
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? JOB_POLL_MS : false),
  });
  const isProcessing = (jobs.data?.length ?? 0) > 0;

  const wasProcessing = useRef(false);
  useEffect(() => {
    if (wasProcessing.current && !isProcessing) {
      void queryClient.invalidateQueries({
        queryKey: approvalKeys.all(eventId),
        refetchType: 'active',
      });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.ticketTypes(eventId) });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.coupons(eventId) });
    }
    wasProcessing.current = isProcessing;
  }, [isProcessing, queryClient, eventId]);

  return { ...jobs, isProcessing };
}
