/**
 * Background jobs, one shape for every feature (imports, status updates, reports): a client
 * polls a job by id until it ends, and shows its progress and, when it fails, its reason.
 */
import { z } from '@console/shared/zod';

export const JOB_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export const JobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const JobSchema = z.object({
  jobId: z.number().int(),
  kind: z.string(),
  status: JobStatusSchema,
  total: z.number().int(),
  processed: z.number().int(),
  /** Why the job failed, in words a user can act on; null unless FAILED. */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type Job = z.infer<typeof JobSchema>;
export const JobListSchema = z.object({ jobs: z.array(JobSchema) });

export const isJobFinished = (job: Pick<Job, 'status'>): boolean =>
  job.status === 'COMPLETED' || job.status === 'FAILED';

/** The platform's job endpoint, relative to /api: any job of any feature, by id. */
export const JOB_API = {
  job: (eventId: number, jobId: number) => `/events/${eventId}/jobs/${jobId}`,
} as const;
