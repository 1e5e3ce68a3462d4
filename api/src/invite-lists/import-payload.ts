/** The invite-list import job's kind and stored payload (written by import-start, read by the job). */
import { z } from 'zod';

export const INVITE_IMPORT_JOB_KIND = 'invite-list.import';

export const InviteImportPayloadSchema = z.object({
  audienceGroupId: z.number().int(),
  fileId: z.number().int(),
  /** The file URL the import was started with: GET imports?s3FileUrl= finds the job by it. */
  s3FileUrl: z.string(),
  communicationSettingIds: z.array(z.number().int()),
  ticketTypeId: z.number().int().nullable(),
});
export type InviteImportPayload = z.infer<typeof InviteImportPayloadSchema>;
