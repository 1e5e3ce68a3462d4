/** The approval status-update job's kind and stored payload (read back by approvals/jobs.ts). */
import { z } from 'zod';
import { SkipValidationStepSchema } from '@console/approvals-contract';

export const APPROVAL_JOB_KIND = 'APPROVAL_STATUS_UPDATE';

export const ApprovalJobPayloadSchema = z.object({
  action: z.enum(['APPROVED', 'REJECTED']),
  /** Resolved at enqueue time: rows created later are never swept in. */
  registrationIds: z.array(z.number().int()),
  skipValidationSteps: z.array(SkipValidationStepSchema),
  byUserId: z.number().int(),
});
export type ApprovalJobPayload = z.infer<typeof ApprovalJobPayloadSchema>;
