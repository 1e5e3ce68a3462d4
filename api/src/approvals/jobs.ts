/**
 * Approvals' background work, registered with the platform's job registry (wired in app.ts):
 * the status update (batches of 500, each re-checking §5, capacity and tickets under the event
 * lock; rows that would oversell or are blocked stay unchanged and the job ends FAILED saying why)
 * and the release of ticket reservations older than 72 hours.
 */
import { forEachBatch } from '../jobs/batches';
import { JobFailure } from '../jobs/failure';
import { exponentialBackoff, type JobKind } from '../jobs/job-kind';
import type { JobRegistry } from '../jobs/registry';
import {
  APPROVAL_JOB_KIND,
  ApprovalJobPayloadSchema,
  type ApprovalJobPayload,
} from './job-payload';
import { APPROVALS_REQUIREMENT } from './permission';
import { releaseExpiredReservations } from './queries';
import { applyBatch, type RefusalReason } from './status-updates';

export const APPROVAL_BATCH_SIZE = 500;

/** The failure reason a user reads: how many requests stayed unchanged, and why. */
function refusalMessage(refused: number, total: number, reasons: ReadonlySet<RefusalReason>) {
  const why = [
    reasons.has('capacity') ? 'the event capacity is reached' : null,
    reasons.has('tickets') ? 'tickets are sold out' : null,
    reasons.has('salesEnded') ? 'ticket sales ended' : null,
    reasons.has('couponUsedUp') ? 'a coupon has no uses left' : null,
  ]
    .filter(Boolean)
    .join(' and ');
  return `${refused} of ${total} requests were not approved: ${why}.`;
}

export const approvalStatusUpdateJob: JobKind<ApprovalJobPayload> = {
  kind: APPROVAL_JOB_KIND,
  payload: ApprovalJobPayloadSchema,
  readPermission: APPROVALS_REQUIREMENT,
  retry: { maxAttempts: 3, backoffMs: exponentialBackoff(5_000) },
  async run(job) {
    const ids = job.payload.registrationIds;
    let refused = 0;
    const reasons = new Set<RefusalReason>();
    await forEachBatch(job, ids, APPROVAL_BATCH_SIZE, async (tx, batch) => {
      const outcome = await applyBatch(tx, job.eventId, job.payload, batch, new Date());
      refused += outcome.refused;
      for (const reason of outcome.refusedReasons) reasons.add(reason);
    });
    if (refused > 0) throw new JobFailure(refusalMessage(refused, ids.length, reasons));
  },
};

export function registerApprovalJobs(registry: JobRegistry): void {
  registry.register(approvalStatusUpdateJob).registerChore({
    name: 'approvals: release expired ticket reservations',
    run: releaseExpiredReservations,
  });
}
