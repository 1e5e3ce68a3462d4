/**
 * Following a background job of any feature by id: GET /events/:eventId/jobs/:jobId every
 * JOB_POLL_MS until the job is finished (COMPLETED or FAILED), then never again. Polling also
 * stops when the API refuses the job (a 4xx: unknown, or not this user's to read).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isJobFinished, JOB_API, JobSchema, type Job } from '@console/shared/contract';
import { ApiError, apiRequest } from './api-client';
import { queryKeys } from './query-keys';

export const JOB_POLL_MS = 1500;

export function fetchJob(eventId: number, jobId: number, signal?: AbortSignal): Promise<Job> {
  return apiRequest(JobSchema, JOB_API.job(eventId, jobId), { signal });
}

const isRefused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const jobQueryOptions = (eventId: number, jobId: number) =>
  queryOptions({
    queryKey: queryKeys.job(eventId, jobId),
    queryFn: ({ signal }) => fetchJob(eventId, jobId, signal),
    refetchInterval: (query) => {
      const { data, error } = query.state;
      return (data && isJobFinished(data)) || isRefused(error) ? false : JOB_POLL_MS;
    },
    // A finished job never changes again.
    staleTime: (query) => (query.state.data && isJobFinished(query.state.data) ? Infinity : 0),
  });

export function useJob(eventId: number, jobId: number) {
  return useQuery(jobQueryOptions(eventId, jobId));
}
