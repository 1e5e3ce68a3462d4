/**
 * Request schemas of the audience list and group endpoints, on the platform's wire primitives
 * (ids within int4, no NUL in text): a bad input is a 400 naming the field, never a 500.
 * The path params stay in the API (they extend its EventParamsSchema).
 */
import { z } from '@console/shared/zod';
import {
  EVENT_ROLES,
  EventRoleSchema,
  IdParamSchema,
  INT4_MAX,
  textSchema,
} from '@console/shared/contract';
import { PEOPLE_LIMITS } from '../limits';

/** The most ticket types one filter may name. */
const MAX_FILTER_IDS = 200;

/** Filters of the list, the counts and the CSV (spec people §7), without paging. */
export const AudienceFilterQuerySchema = z.object({
  search: textSchema(200).trim().optional(),
  roleTypeFilters: z.array(EventRoleSchema).max(EVENT_ROLES.length).optional(),
  /** Absent: attended and not attended alike (the status filter's null). */
  isAttended: z.enum(['true', 'false']).optional(),
  ticketTypeFilter: z.array(IdParamSchema).max(MAX_FILTER_IDS).optional(),
});
export type AudienceFilterQuery = z.infer<typeof AudienceFilterQuerySchema>;

export const AudiencePageQuerySchema = AudienceFilterQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PEOPLE_LIMITS.audiencePageSize)
    .default(PEOPLE_LIMITS.audiencePageSize),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
});

export const RenameBodySchema = z.object({
  name: textSchema(PEOPLE_LIMITS.renameMax).trim().min(1, { error: 'Required' }),
});
