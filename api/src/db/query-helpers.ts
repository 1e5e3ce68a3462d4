/** SQL pieces the list queries share: a literal substring search and a row count. */
import { count, like, type SQL } from 'drizzle-orm';
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
