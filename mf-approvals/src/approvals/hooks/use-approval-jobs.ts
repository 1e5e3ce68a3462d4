/**
 * The approval jobs the page follows: the event's active ones (fetched on load) and the ones the
 * user starts (use-approval-action.ts adds them to the same list). Each is followed by id at the
 * platform's job endpoint until it ends; its answer is fresher than the list's, which is polled
 * as a fallback and keeps a job it no longer lists until the job endpoint has seen it end, so
 * an end is never missed.
 */
import { useEffect, useMemo, useRef } from 'react';
import {
  queryOptions,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { isJobFinished, TIMINGS, type Job } from '@console/shared/contract';
import { jobQueryOptions, queryKeys, useCurrentEvent, useNotifier } from '@console/shared/react';
import { fetchActiveJobs } from '../client/approvals-client';
import { APPROVAL_MESSAGES, approvalKeys } from '@console/approvals-contract';

/** While the list holds a job, it is refetched this often (the jobs themselves poll faster). */
const LIST_POLL_MS = 3000;

const NO_JOBS: Job[] = [];

/** Whether the job endpoint may still report this job's end (unasked, asking, or running). */
function mayStillEnd(client: QueryClient, eventId: number, jobId: number): boolean {
  const state = client.getQueryState<Job>(queryKeys.job(eventId, jobId));
  if (!state) return true;
  if (state.status === 'error') return false;
  return state.data === undefined || !isJobFinished(state.data);
}

const approvalJobsQuery = (client: QueryClient, eventId: number) =>
  queryOptions({
    queryKey: approvalKeys.jobs(eventId),
    queryFn: async ({ signal }) => {
      const active = await fetchActiveJobs(eventId, signal);
      const listed = new Set(active.map((job) => job.jobId));
      const followed = client.getQueryData<Job[]>(approvalKeys.jobs(eventId)) ?? [];
      const ending = followed.filter(
        (job) => !listed.has(job.jobId) && mayStillEnd(client, eventId, job.jobId),
      );
      return [...active, ...ending];
    },
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? LIST_POLL_MS : false),
  });

/** The job endpoint's answers by id (a refused or failed request answers nothing). */
const answersById = (results: UseQueryResult<Job>[]): ReadonlyMap<number, Job> =>
  new Map(results.flatMap((r) => (r.data && !r.isError ? [[r.data.jobId, r.data] as const] : [])));

/**
 * The followed jobs, each as the job endpoint last answered, else as listed. With `fetching` false
 * it only reads what the page's useApprovalJobs fetches (for components inside the page).
 */
function useFollowedJobs(eventId: number, fetching: boolean): Job[] {
  const client = useQueryClient();
  const listed =
    useQuery({ ...approvalJobsQuery(client, eventId), enabled: fetching }).data ?? NO_JOBS;
  const answers = useQueries({
    queries: listed.map((job) => ({ ...jobQueryOptions(eventId, job.jobId), enabled: fetching })),
    combine: answersById,
  });
  return useMemo(() => listed.map((job) => answers.get(job.jobId) ?? job), [listed, answers]);
}

export interface JobProgress {
  processed: number;
  total: number;
}

function progressOf(jobs: readonly Job[]): JobProgress {
  const running = jobs.filter((job) => !isJobFinished(job));
  return {
    processed: running.reduce((sum, job) => sum + job.processed, 0),
    total: running.reduce((sum, job) => sum + job.total, 0),
  };
}

const failureMessage = (job: Job) =>
  job.error
    ? `${APPROVAL_MESSAGES.statusUpdateFailed}. ${job.error}`
    : APPROVAL_MESSAGES.statusUpdateFailed;

/**
 * For the page (once): follows the jobs, says 'Status update failed' with the reason when one
 * ends FAILED, and refetches the approvals data when the last one ends.
 */
export function useApprovalJobs() {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const { notify } = useNotifier();
  const jobs = useFollowedJobs(eventId, true);
  const progress = progressOf(jobs);
  const isProcessing = jobs.some((job) => !isJobFinished(job));

  // Only ends this page saw coming are reported: a job already over when it mounted stays quiet.
  const seenRunning = useRef(new Set<number>());
  useEffect(() => {
    for (const job of jobs) {
      if (!isJobFinished(job)) seenRunning.current.add(job.jobId);
      else if (seenRunning.current.delete(job.jobId) && job.status === 'FAILED')
        notify(failureMessage(job), { tone: 'error', durationMs: TIMINGS.toastLongMs });
    }
  }, [jobs, notify]);

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

  return { jobs, isProcessing, progress };
}

/** For a component inside the page: the running jobs' progress, read without fetching. */
export function useApprovalJobProgress(): JobProgress {
  const { eventId } = useCurrentEvent();
  return progressOf(useFollowedJobs(eventId, false));
}
