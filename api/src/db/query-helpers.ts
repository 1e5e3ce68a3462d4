/** SQL pieces the queries share: a literal substring search, a row count, a list of ids. */
import { count, like, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `text` as typed (LIKE's wildcards escaped); callers lower-case both sides. */
export const likeContains = (column: PgColumn | SQL, text: string): SQL =>
  like(column, `%${escapeLike(text)}%`);

/** How many rows of `table` match `where`. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** A list of ints as one text parameter (portable across PGlite and node-postgres). */
export const intList = (ids: readonly number[]): SQL =>
  sql`string_to_array(${ids.join(',')}::text, ',')::int[]`;
