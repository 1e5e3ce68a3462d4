/**
 * How a job ends FAILED. A handler throws JobFailure for what the user can act on (its reason is
 * shown to them as is); anything else is unexpected: retried per the kind's policy, then ended
 * with GENERIC_JOB_FAILURE_REASON, so no SQL, stack or personal data reaches the client.
 */
export class JobFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'JobFailure';
  }
}

export const GENERIC_JOB_FAILURE_REASON =
  'Something went wrong while processing this job. Please try again.';
