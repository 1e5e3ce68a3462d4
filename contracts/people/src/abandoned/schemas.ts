/**
 * Abandoned registrations wire schemas (people-and-access-control §3, §4, §7): people who
 * started a registration flow and left it, listed 20 a page from page 1, reminded or deleted by
 * explicit ids or, for a select-all across pages, by the list's filter.
 */
import { z } from '@console/shared/zod';
import { IdParamSchema, IdSchema, INT4_MAX, textSchema } from '@console/shared/contract';
import { PEOPLE_LIMITS } from '../limits';

/** Bounds of the abandoned-registration calls (spec people §9 gives the page size only). */
export const ABANDONED_LIMITS = {
  pageSize: PEOPLE_LIMITS.abandonedPageSize,
  /** The most rows one explicit selection (delete, reminder) may name. */
  maxSelectedIds: 1000,
  /** The most selected rows a CSV download names (they travel in the URL of a GET). */
  maxCsvIds: 500,
  /** The most flows or ticket types one filter may name. */
  maxFilterIds: 200,
  emailSearchMax: 200,
  /**
   * The most people one reminder call emails: a select-all over more is refused with a message
   * asking to narrow the filter, so a click never queues an unbounded mail-out.
   */
  maxReminders: 5000,
} as const;

export const AbandonedTicketSchema = z.object({ name: z.string(), count: z.number().int() });
export type AbandonedTicket = z.infer<typeof AbandonedTicketSchema>;

/** One abandoned registration (spec people §3). `createdAt` is when the person started. */
export const AbandonedRegistrationSchema = z.object({
  flowContextMetadataId: z.number().int(),
  flowContextId: z.string(),
  flowId: z.number().int(),
  flowName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailId: z.string(),
  abandonedStep: z.string(),
  tickets: z.array(AbandonedTicketSchema),
  createdAt: z.string(),
});
export type AbandonedRegistration = z.infer<typeof AbandonedRegistrationSchema>;

const emailSearch = () => textSchema(ABANDONED_LIMITS.emailSearchMax).trim().optional();

/** The list's filters as query parameters (arrays repeat: `flowIds=1&flowIds=2`). */
export const AbandonedFilterQuerySchema = z.object({
  emailId: emailSearch(),
  flowIds: z.array(IdParamSchema).max(ABANDONED_LIMITS.maxFilterIds).optional(),
  ticketTypeIds: z.array(IdParamSchema).max(ABANDONED_LIMITS.maxFilterIds).optional(),
});
export type AbandonedFilterQuery = z.infer<typeof AbandonedFilterQuerySchema>;

/** The abandoned list filter (spec people §3): page number from 1 and page size 20. */
export const AbandonedListQuerySchema = AbandonedFilterQuerySchema.extend({
  pageNo: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ABANDONED_LIMITS.pageSize)
    .default(ABANDONED_LIMITS.pageSize),
});
export type AbandonedListQuery = z.infer<typeof AbandonedListQuerySchema>;

export const AbandonedListResponseSchema = z.object({
  items: z.array(AbandonedRegistrationSchema),
  /** Rows matching the filter, every page. */
  totalCount: z.number().int(),
});
export type AbandonedListResponse = z.infer<typeof AbandonedListResponseSchema>;

/** The CSV: the list's filters, or only the selected rows when `ids` are given. */
export const AbandonedCsvQuerySchema = AbandonedFilterQuerySchema.extend({
  ids: z.array(IdParamSchema).max(ABANDONED_LIMITS.maxCsvIds).optional(),
});
export type AbandonedCsvQuery = z.infer<typeof AbandonedCsvQuerySchema>;

/**
 * A select-all's filter in a JSON body. `createdUntil`: rows started after the list was loaded
 * are not part of it (the user never saw them).
 */
export const AbandonedFilterSchema = z.strictObject({
  emailId: emailSearch(),
  flowIds: z.array(IdSchema).max(ABANDONED_LIMITS.maxFilterIds).optional(),
  ticketTypeIds: z.array(IdSchema).max(ABANDONED_LIMITS.maxFilterIds).optional(),
  createdUntil: z.iso.datetime().optional(),
});
export type AbandonedFilter = z.infer<typeof AbandonedFilterSchema>;

/** Delete and reminder payload (spec people §7): either flowContextMetadataIds or a filter. */
export const AbandonedActionSchema = z.union([
  z.strictObject({
    flowContextMetadataIds: z
      .array(IdSchema)
      .min(1, { error: 'Select at least one registrant' })
      .max(ABANDONED_LIMITS.maxSelectedIds),
  }),
  z.strictObject({ filter: AbandonedFilterSchema }),
]);
export type AbandonedAction = z.infer<typeof AbandonedActionSchema>;

/** How many registrations a delete removed or a reminder emailed. */
export const AbandonedActionResultSchema = z.object({ count: z.number().int() });
export type AbandonedActionResult = z.infer<typeof AbandonedActionResultSchema>;

/**
 * The reminder a selection would be sent (the event's reminder email, Communication > Standard),
 * filled for its first person, and how many it goes to; refused as the send would be.
 */
export const AbandonedReminderPreviewSchema = z.object({
  count: z.number().int(),
  subject: z.string(),
  text: z.string(),
  /** Whose data filled it. */
  to: z.object({ name: z.string(), email: z.string() }),
});
export type AbandonedReminderPreview = z.infer<typeof AbandonedReminderPreviewSchema>;

/** One answer given before leaving, as the detail page shows it. */
export const AbandonedAnswerSchema = z.object({
  fieldName: z.string(),
  /** The form field's label as text (markup removed); the field name when the form has none. */
  label: z.string(),
  value: z.string(),
});
export type AbandonedAnswer = z.infer<typeof AbandonedAnswerSchema>;

export const AbandonedDetailSchema = z.object({
  registration: AbandonedRegistrationSchema,
  answers: z.array(AbandonedAnswerSchema),
  remindersSent: z.number().int(),
  lastRemindedAt: z.string().nullable(),
});
export type AbandonedDetail = z.infer<typeof AbandonedDetailSchema>;

/** The filters' options: the event's registration flows and ticket types. */
export const AbandonedFilterOptionsSchema = z.object({
  flows: z.array(z.object({ flowId: z.number().int(), name: z.string() })),
  ticketTypes: z.array(z.object({ ticketTypeId: z.number().int(), name: z.string() })),
});
export type AbandonedFilterOptions = z.infer<typeof AbandonedFilterOptionsSchema>;

/** The list's filters as the page holds them (URL state), without paging. */
export interface AbandonedListFilters {
  emailId: string;
  flowIds: readonly number[];
  ticketTypeIds: readonly number[];
}

/** §7: the CSV is saved under this name. */
export const ABANDONED_CSV_FILE = 'abandoned-registrations.csv';

/** The CSV's header row; dates are in the event's time zone. */
export const ABANDONED_CSV_HEADERS = [
  'Name',
  'Email',
  'Dropped off at',
  'Tickets',
  'Registration flow',
  'Registration start date and time',
] as const;
