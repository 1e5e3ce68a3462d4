/** Invite lists wire schemas (people-and-access-control §3, §4, §7), owned by the invite-lists feature. */
import { z } from '@console/shared/zod';
import { IdSchema, INT4_MAX, textSchema } from '@console/shared/contract';
import { AudienceGroupSchema } from '../audiences/schemas';
import { InviteCsvMappingSchema } from './csv-mapping';

/** Invitation statuses and their labels on the status filter (spec people §4). */
export const INVITATION_STATUSES = ['REGISTERED', 'DECLINED', 'AWAITING_RESPONSE'] as const;
export const InvitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  REGISTERED: 'Accepted',
  DECLINED: 'Declined',
  AWAITING_RESPONSE: 'No response',
};

/** The invite lists tab: the event's INVITE_ONLY groups with their invitee counts. */
export const InviteListsResponseSchema = z.object({ inviteLists: z.array(AudienceGroupSchema) });
export type InviteListsResponse = z.infer<typeof InviteListsResponseSchema>;

export const InviteeSchema = z.object({
  id: z.number().int(),
  audienceGroupId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.string(),
  company: z.string(),
  country: z.string(),
  invitationStatus: InvitationStatusSchema,
  createdAt: z.string(),
});
export type Invitee = z.infer<typeof InviteeSchema>;

/** The invite list page's query: 20 a page, search by name and email, a status filter. */
export const InviteesQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  search: textSchema(200).optional(),
  statuses: z.array(InvitationStatusSchema).max(INVITATION_STATUSES.length).optional(),
});
export type InviteesQuery = z.infer<typeof InviteesQuerySchema>;

export const InviteesPageSchema = z.object({
  invitees: z.array(InviteeSchema),
  /** Invitees matching the search and filter. */
  total: z.number().int(),
});
export type InviteesPage = z.infer<typeof InviteesPageSchema>;

/** One invite list's header: its group and its count of invitees (All guests). */
export const InviteListSchema = z.object({
  audienceGroupId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  noOfInvitees: z.number().int(),
});
export type InviteList = z.infer<typeof InviteListSchema>;

/** Add invitee (spec people §5): the fields plus the notification emails to send. */
export const AddInviteeBodySchema = z.object({
  email: textSchema(150),
  firstName: textSchema(150).default(''),
  lastName: textSchema(150).default(''),
  phoneNumber: textSchema(150).default(''),
  role: textSchema(150).default(''),
  company: textSchema(150).default(''),
  country: textSchema(150).default(''),
  communicationSettingIds: z.array(IdSchema).max(20).default([]),
});
export type AddInviteeBody = z.input<typeof AddInviteeBodySchema>;

/** An invitation email of the event that new invitees can be sent (the notification step). */
export const InviteCommunicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
});
export type InviteCommunication = z.infer<typeof InviteCommunicationSchema>;
export const InviteCommunicationsResponseSchema = z.object({
  communications: z.array(InviteCommunicationSchema),
});

/** The error code of an upload refused because the event's uploaded files fill its storage (413). */
export const UPLOAD_STORAGE_FULL = 'UPLOAD_STORAGE_FULL';

/** The answer to a CSV upload: the file URL the import payload carries (seed 000's s3FileUrl). */
export const UploadedFileSchema = z.object({ s3FileUrl: z.string(), fileName: z.string() });
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/**
 * Import an uploaded CSV (spec people §3): into a new list (name, description) or an existing one
 * (audienceGroupId, communicationSettingIds). `ticketTypeId`, beyond the seed: the ticket the
 * invitees are offered; more new invitees than its seats left fails with INSUFFICIENT_TICKETS.
 */
export const ImportInviteListBodySchema = z.object({
  s3FileUrl: textSchema(500),
  fileExtension: z.literal('csv'),
  audienceInviteListName: textSchema(200).optional(),
  audienceInviteListDescription: textSchema(2000).optional(),
  audienceGroupId: IdSchema.optional(),
  communicationSettingIds: z.array(IdSchema).max(20).default([]),
  ticketTypeId: IdSchema.optional(),
  /**
   * Beyond the seed (decision 0042): the invitee column each column of the file's header feeds
   * (null: ignored), as the drawer showed it; without it the header's labels decide.
   */
  columnMapping: InviteCsvMappingSchema.optional(),
  /** The same key on the same event is the same import (a double click starts one job). */
  idempotencyKey: textSchema(100),
});
export type ImportInviteListBody = z.input<typeof ImportInviteListBodySchema>;

/** INSUFFICIENT_TICKETS ends an import like FAILED, with its own message (spec people §8). */
export const IMPORT_JOB_STATUSES = [
  'IN_PROGRESS',
  'COMPLETED',
  'FAILED',
  'INSUFFICIENT_TICKETS',
] as const;
export const ImportJobStatusSchema = z.enum(IMPORT_JOB_STATUSES);
export type ImportJobStatus = z.infer<typeof ImportJobStatusSchema>;

/** Import job status (spec people §3), polled by file URL every 5 s until it ends. */
export const ImportStatusSchema = z.object({
  jobId: z.number().int(),
  audienceGroupId: z.number().int(),
  s3FileUrl: z.string(),
  jobStatus: ImportJobStatusSchema,
  totalRecordsCount: z.number().int(),
  succeedRecordsCount: z.number().int(),
  failedRecordsCount: z.number().int(),
  /** Rows not read yet: for a FAILED import, the rows it stopped before (a resume reads them). */
  notReadRecordsCount: z.number().int(),
  /** The failed rows with their reasons (CSV); null while nothing failed or once the log is deleted. */
  logUrl: z.string().nullable(),
  /** Why the failed rows cannot be downloaded any more (deleted after the retention); else null. */
  logNotice: z.string().nullable(),
  /** Why the whole import failed, in words a user can act on; null unless it did. */
  error: z.string().nullable(),
  /** A FAILED import that stopped for want of attempts, its file and list still kept: it can resume. */
  canResume: z.boolean(),
});
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

export const ImportStatusQuerySchema = z.object({ s3FileUrl: textSchema(500) });

/** Whether a new list may take a name, checked while it is typed (any group of the event counts). */
export const ListNameQuerySchema = z.object({ name: textSchema(200) });
export const ListNameAvailabilitySchema = z.object({
  available: z.boolean(),
  /** '{name} audience name already exists' when it is taken; else null. */
  message: z.string().nullable(),
});
export type ListNameAvailability = z.infer<typeof ListNameAvailabilitySchema>;
