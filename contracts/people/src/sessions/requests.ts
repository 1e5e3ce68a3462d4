/**
 * The sessions endpoints' request schemas (query string and body), built from the platform's
 * wire primitives (ids within int4, no NUL in text) and this feature's limits, so a bad value is
 * a 400 naming its field. The path params stay in the API (they extend its EventParamsSchema).
 */
import { z } from '@console/shared/zod';
import { IdSchema, INT4_MAX, textSchema } from '@console/shared/contract';
import { SegmentFormatSchema, SESSION_DAY_PATTERN, SESSION_LIMITS } from './schemas';

/** A real calendar day, 'YYYY-MM-DD' (year 1 onwards, which PostgreSQL's date accepts). */
function isCalendarDay(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const SessionDaySchema = z
  .string()
  .regex(SESSION_DAY_PATTERN, { error: 'Must be a day (YYYY-MM-DD)' })
  .refine(isCalendarDay, { error: 'Must be a day (YYYY-MM-DD)' });

export const SessionListQuerySchema = z.object({
  query: textSchema(SESSION_LIMITS.searchMax).trim().optional(),
  tags: z
    .array(textSchema(SESSION_LIMITS.tagMax).min(1))
    .max(SESSION_LIMITS.filterValuesMax)
    .optional(),
  formats: z.array(SegmentFormatSchema).max(SESSION_LIMITS.filterValuesMax).optional(),
  days: z.array(SessionDaySchema).max(SESSION_LIMITS.filterValuesMax).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SESSION_LIMITS.maxPageSize)
    .default(SESSION_LIMITS.pageSize),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
});

export const SessionMappingUpdateSchema = z.object({
  segmentIds: z.array(IdSchema).max(SESSION_LIMITS.mappingMaxIds, {
    error: `Must name at most ${SESSION_LIMITS.mappingMaxIds} sessions`,
  }),
});
