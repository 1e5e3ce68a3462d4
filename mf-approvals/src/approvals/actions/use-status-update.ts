import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isJobFinished, type Job } from '@console/shared/contract';
import { useCurrentEvent } from '@console/shared/react';
import { submitStatusUpdate } from '../client/approvals-client';
import { approvalKeys, type ApprovalSelection } from '@console/approvals-contract';

/**
 * §4.2 step 4: queues the status update as a job (each attempt with its own idempotency key). The
 * job is then followed by useApprovalJobs until it ends (progress, a toast if it fails), which
 * refetches the approvals data by prefix when the last one ends.
 */
export function useStatusUpdate() {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: ApprovalSelection) =>
      submitStatusUpdate(eventId, crypto.randomUUID(), selection),
    onSuccess: (job) => {
      if (isJobFinished(job)) return;
      queryClient.setQueryData<Job[]>(approvalKeys.jobs(eventId), (followed = []) => [
        ...followed.filter((other) => other.jobId !== job.jobId),
        job,
      ]);
    },
  });
}
