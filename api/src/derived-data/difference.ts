/**
 * What a check of derived data finds: a row of a derived table (or the derived columns of a
 * source row) whose stored values are not what a recount from its source tables gives. `stored`
 * null: the row is missing; `recounted` null: the row should not be there (its owner is gone, or
 * nothing counts towards it). Values are JSON as PostgreSQL writes them (`to_jsonb`), so a repair
 * writes back exactly what was recounted, timestamps to the microsecond.
 */
import { z } from 'zod';

export const DerivedValuesSchema = z.record(z.string(), z.json());
export type DerivedValues = z.infer<typeof DerivedValuesSchema>;

export const DifferenceSchema = z.object({
  /** The derived table (for derived columns, the table that holds them). */
  table: z.string(),
  /** The row's key columns. */
  key: DerivedValuesSchema,
  stored: DerivedValuesSchema.nullable(),
  recounted: DerivedValuesSchema.nullable(),
});
export type Difference = z.infer<typeof DifferenceSchema>;
