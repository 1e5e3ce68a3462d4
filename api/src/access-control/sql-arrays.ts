/** Arrays sent as one parameter (a PostgreSQL array literal), however many values they hold. */
import { sql, type SQL } from 'drizzle-orm';

/** Ids (integers) as an int[]. */
export const intArray = (ids: readonly number[]): SQL =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** 'YYYY-MM-DD' days as a date[]. */
export const dateArray = (days: readonly string[]): SQL => sql`${`{${days.join(',')}}`}::date[]`;

/** Words without commas, quotes or spaces (statuses) as a text[]. */
export const wordArray = (words: readonly string[]): SQL => sql`${`{${words.join(',')}}`}::text[]`;
