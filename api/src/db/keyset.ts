/**
 * Walking a whole filter newest first (created_at desc, id desc) in keyset chunks, for the CSV
 * downloads: each chunk starts after the last row of the one before, so there is never an offset
 * scan and never every row in memory. The key keeps created_at as text: a JS Date would drop
 * PostgreSQL's microseconds, and rows of the same millisecond would be skipped or repeated.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The columns a table (or a derived table's: SQL) is ordered by, newest first. */
export interface NewestFirstColumns {
  createdAt: PgColumn | SQL;
  id: PgColumn | SQL;
}

/**
 * The ORDER BY of newest first, the id breaking ties, in exactly the order of a (created_at DESC
 * NULLS LAST, id DESC NULLS LAST) index: a plain DESC means NULLS FIRST, which such an index cannot
 * serve, and PostgreSQL then reads and sorts every row instead.
 */
export const newestFirst = (columns: NewestFirstColumns): SQL[] => [
  sql`${columns.createdAt} desc nulls last`,
  sql`${columns.id} desc nulls last`,
];

/** Select it as `key` beside the row's `id`: created_at as PostgreSQL's own text. */
export const createdAtKey = (columns: NewestFirstColumns) =>
  sql<string>`${columns.createdAt}::text`;

/**
 * The chunks of a filter, newest first. `read(after)` reads at most `chunk` rows in that order,
 * adding `after` (undefined for the first chunk) to its filter.
 */
export async function* newestFirstChunks<Row extends { id: number; key: string }>(
  columns: NewestFirstColumns,
  chunk: number,
  read: (after: SQL | undefined) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < chunk) return;
    after = sql`(${columns.createdAt}, ${columns.id}) < (${last.key}::timestamptz, ${last.id}::int)`;
  }
}
