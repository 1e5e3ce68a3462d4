import { z } from 'zod';

/** An email the API queued (the outbox table; sentAt stays null until an SMTP transport sends it). */
export const OutboxEmailSchema = z.object({
  emailId: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  template: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;
/** GET /api/events/:eventId/outbox: the latest 100 emails of the event, newest first. */
export const OutboxListSchema = z.object({ emails: z.array(OutboxEmailSchema) });
export type OutboxList = z.infer<typeof OutboxListSchema>;
