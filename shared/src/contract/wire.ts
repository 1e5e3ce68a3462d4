/**
 * Wire primitives every schema builds on, so that no input reaches the database out of its
 * column's range or with a byte PostgreSQL refuses (a NUL in text): each is a 400 naming the
 * field, never a 500.
 */
import { z } from '@console/shared/zod';
import { MESSAGES } from './messages';

/** The largest value of a PostgreSQL `integer` (serial) column. */
export const INT4_MAX = 2_147_483_647;

const POSITIVE_ID = 'Must be a positive integer';

/** A row id from JSON (a number). */
export const IdSchema = z
  .number({ error: POSITIVE_ID })
  .int({ error: POSITIVE_ID })
  .positive({ error: POSITIVE_ID })
  .max(INT4_MAX, { error: POSITIVE_ID });

/** A row id from a path or query string (text turned into a number). */
export const IdParamSchema = z.coerce
  .number({ error: POSITIVE_ID })
  .int({ error: POSITIVE_ID })
  .positive({ error: POSITIVE_ID })
  .max(INT4_MAX, { error: POSITIVE_ID });

/** Whether a text holds a NUL character, which PostgreSQL cannot store (form schemas check it too). */
export const hasNul = (value: string): boolean => value.includes('\u0000');

/** Text without NUL characters, which PostgreSQL cannot store or compare. */
export const textSchema = (max: number) =>
  z
    .string()
    .max(max, { error: MESSAGES.textTooLong(max) })
    .refine((value) => !hasNul(value), { error: MESSAGES.textHasNul });
