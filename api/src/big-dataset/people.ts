/**
 * Registrant i's name and email as SQL over an integer expression: the registrations and the
 * invitees who registered are written from the same formulas, so their emails match and the
 * registration trigger links them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { bucket, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, textArray } from './plan';

const n = (values: readonly string[]) => sql.raw(String(values.length));

/** Hashed, so a list in id order does not cycle through the names. */
export const firstName = (i: SQL): SQL =>
  sql`(${textArray(FIRST_NAMES)})[1 + ${bucket(i, 61, FIRST_NAMES.length)}]`;

/** Independent of the first name (another salt): 1,600 name pairs. */
export const lastName = (i: SQL): SQL =>
  sql`(${textArray(LAST_NAMES)})[1 + ${bucket(i, 62, LAST_NAMES.length)}]`;

/** first.last<i>@domain, from registrant i's names (computed already): unique within the event. */
export const emailOf = (i: SQL, first: SQL, last: SQL): SQL =>
  sql`lower(${first} || '.' || ${last}) || ${i} || '@' || (${textArray(EMAIL_DOMAINS)})[1 + (${i} / 7) % ${n(EMAIL_DOMAINS)}]`;

export const registrantEmail = (i: SQL): SQL => emailOf(i, firstName(i), lastName(i));
