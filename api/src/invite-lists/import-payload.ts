/** The invite-list import job's kind and stored payload (written by import-start, read by the job). */
import { z } from 'zod';
import { InviteCsvMappingSchema } from '@console/people-contract';

export const INVITE_IMPORT_JOB_KIND = 'invite-list.import';

export const InviteImportPayloadSchema = z.object({
  audienceGroupId: z.number().int(),
  fileId: z.number().int(),
  /** The file URL the import was started with: GET imports?s3FileUrl= finds the job by it. */
  s3FileUrl: z.string(),
  communicationSettingIds: z.array(z.number().int()),
  ticketTypeId: z.number().int().nullable(),
  /** The mapping the import was started with; absent (jobs queued before it) or null: the labels'. */
  columnMapping: InviteCsvMappingSchema.nullable().optional(),
});
export type InviteImportPayload = z.infer<typeof InviteImportPayloadSchema>;
