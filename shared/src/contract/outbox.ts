/**
 * The event's email outbox, readable in the console: every email the API queued, and whether
 * the SMTP sender delivered it (API env SMTP_URL), is retrying, or gave up.
 */
import { z } from '@console/shared/zod';
import type { PermissionRequirement } from './permissions';
import { IdParamSchema } from './wire';

export const OUTBOX_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;

export const OutboxEmailSchema = z.object({
  emailId: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  template: z.string(),
  createdAt: z.string(),
  /** QUEUED: not sent yet (no SMTP configured, or retrying); FAILED: every attempt refused. */
  status: z.enum(OUTBOX_STATUSES),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

export const OUTBOX_PAGE_SIZE = 50;

/** Newest first, one page at a time: `before` is the last emailId of the previous page. */
export const OutboxQuerySchema = z.object({
  before: IdParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(OUTBOX_PAGE_SIZE),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

export const OutboxListSchema = z.object({
  emails: z.array(OutboxEmailSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
  /** Whether the API delivers email (SMTP configured) or only keeps it here. */
  deliveryConfigured: z.boolean(),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

export const OUTBOX_API = {
  list: (eventId: number) => `/events/${eventId}/outbox`,
} as const;

/** Who reads the outbox: those who send the event's emails, and those who approve (they resend). */
export const OUTBOX_REQUIREMENT: PermissionRequirement = {
  anyOf: ['COMMUNICATION_STANDARD_COMMUNICATION_WRITE', 'PEOPLE_ATTENDEES_WRITE'],
};
