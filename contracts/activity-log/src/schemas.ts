/**
 * The activity log's wire schemas (issue #46): an entry as the API answers it, the list's
 * filters as the page and the CSV download send them, and a page of entries.
 */
import { z } from '@console/shared/zod';
import { IdParamSchema, INT4_MAX, textSchema } from '@console/shared/contract';
import { ActivityAreaSchema } from './areas';
import { ACTIVITY_LOG_LIMITS } from './limits';
import { ACTIVITY_LOG_MESSAGES } from './messages';

const ScalarSchema = z.union([z.string(), z.number(), z.boolean()]).nullable();

/**
 * The values a write changed, before or after it: a flat object of names to scalars (or lists
 * of them), e.g. a feature's stored status ({NETWORKING: 'GRANT'}, null when the group stores
 * none). Small and readable; never a secret.
 */
export const ActivityValuesSchema = z
  .record(z.string(), z.union([ScalarSchema, z.array(ScalarSchema)]))
  .nullable();
export type ActivityValues = z.infer<typeof ActivityValuesSchema>;

/** What an entry changed, to link to: a kind (an access group, a registration...), its id, its name then. */
export const ActivityTargetSchema = z.object({
  type: z.string(),
  id: z.string(),
  label: z.string(),
});
export type ActivityTarget = z.infer<typeof ActivityTargetSchema>;

export const ActivityEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  /** Who wrote it: their user id (null once the user is deleted) and name as it was then. */
  actor: z.object({ userId: z.number().int().nullable(), name: z.string() }),
  area: ActivityAreaSchema,
  /** What kind of write, e.g. 'access.mapping.changed'. */
  action: z.string(),
  target: ActivityTargetSchema,
  /** One readable sentence. */
  summary: z.string(),
  before: ActivityValuesSchema,
  after: ActivityValuesSchema,
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

const DateTimeSchema = z.iso.datetime({ offset: true, error: ACTIVITY_LOG_MESSAGES.dateTime });

/** The filters of the list and of the CSV download. */
const FilterFields = {
  area: ActivityAreaSchema.optional(),
  actorUserId: IdParamSchema.optional(),
  /** Entries at or after this instant. */
  from: DateTimeSchema.optional(),
  /** Entries before this instant. */
  to: DateTimeSchema.optional(),
  search: textSchema(ACTIVITY_LOG_LIMITS.searchLength).optional(),
};

const fromNotAfterTo = (filters: { from?: string; to?: string }) =>
  !filters.from || !filters.to || Date.parse(filters.from) <= Date.parse(filters.to);
const FROM_AFTER_TO = { path: ['from'], error: ACTIVITY_LOG_MESSAGES.fromAfterTo };

export const ActivityLogFiltersSchema = z
  .object(FilterFields)
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type ActivityLogFilters = z.infer<typeof ActivityLogFiltersSchema>;

export const ActivityLogQuerySchema = z
  .object({
    ...FilterFields,
    offset: z.coerce
      .number()
      .int()
      .min(0)
      .max(INT4_MAX)
      .refine((offset) => offset <= ACTIVITY_LOG_LIMITS.maxOffset, {
        error: ACTIVITY_LOG_MESSAGES.offsetTooDeep,
      })
      .default(0),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(ACTIVITY_LOG_LIMITS.pageSize, { error: ACTIVITY_LOG_MESSAGES.limitTooBig })
      .default(ACTIVITY_LOG_LIMITS.pageSize),
  })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type ActivityLogQuery = z.infer<typeof ActivityLogQuerySchema>;

/** A person of the person filter: a user who wrote entries the reader may read. */
export const ActivityLogPersonSchema = z.object({
  userId: z.number().int(),
  /** The name their latest such entry recorded. */
  name: z.string(),
});
export type ActivityLogPerson = z.infer<typeof ActivityLogPersonSchema>;

/**
 * The people of the person filter, by name: at most ACTIVITY_LOG_LIMITS.people of them
 * (`isTruncated` when there are more). Deleted users and the System are not among them: their
 * entries have no user to filter by.
 */
export const ActivityLogPeopleSchema = z.object({
  people: z.array(ActivityLogPersonSchema).max(ACTIVITY_LOG_LIMITS.people),
  isTruncated: z.boolean(),
});
export type ActivityLogPeople = z.infer<typeof ActivityLogPeopleSchema>;

export const ActivityLogPageSchema = z.object({
  items: z.array(ActivityEntrySchema),
  /** Exact up to ACTIVITY_LOG_LIMITS.countCap; at that cap `totalIsAtLeast` is true. */
  total: z.number().int(),
  totalIsAtLeast: z.boolean(),
});
export type ActivityLogPage = z.infer<typeof ActivityLogPageSchema>;
