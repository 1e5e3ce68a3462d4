/**
 * Bulk loading as the PostgreSQL manual advises ("Populating a Database": remove indexes and
 * foreign keys, load, add them back). A foreign key costs a lookup per inserted row, a key or
 * index maintained row by row costs far more than building it once afterwards (a trigram GIN most
 * of all), so the load runs without them.
 *
 * Everything runs inside the caller's transaction: the definitions are read from the catalogue,
 * dropped, and re-created from the same text before the commit, so no other session ever sees a
 * table without them, re-adding a key or foreign key checks every row, and a failure rolls all of
 * it back. A primary key's drop takes the foreign keys referencing it along (re-added, so
 * re-validated, too). Triggers are untouched and fire. On PostgreSQL the tables stay locked
 * (ACCESS EXCLUSIVE) until the commit.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

interface Ddl {
  /** The index or constraint. */
  name: string;
  drop: string;
  create: string;
}

/**
 * What the tables' load would maintain row by row: the foreign keys from or to them, their
 * primary keys and unique constraints, and their other indexes, as drop and re-create statements
 * written by the catalogue. Foreign keys come first: dropped first, re-created last.
 */
async function removableDdl(tx: Db, tables: readonly string[]): Promise<Ddl[]> {
  const names = sql.join(
    tables.map((table) => sql`${table}::regclass`),
    sql`, `,
  );
  const constraint = sql`c.conname::text,
    format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname),
    format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))`;
  return queryRows<Ddl>(
    tx,
    sql`
      select name, drop, "create" from (
        select ${constraint}, 0 from pg_constraint c
        where c.contype = 'f' and (c.conrelid in (${names}) or c.confrelid in (${names}))
        union all
        select ${constraint}, 1 from pg_constraint c
        where c.contype in ('p', 'u') and c.conrelid in (${names})
        union all
        select i.indexrelid::regclass::text, format('drop index %s', i.indexrelid::regclass),
          pg_get_indexdef(i.indexrelid), 2
        from pg_index i
        where i.indrelid in (${names})
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
      ) as ddl (name, drop, "create", rank)
      order by rank, name`,
  );
}

/**
 * Drops the tables' keys, foreign keys (from and to them) and indexes; answers the function that
 * re-creates them (call it before the commit), which reports each one's time.
 */
export async function dropConstraintsAndIndexes(
  tx: Db,
  tables: readonly string[],
): Promise<(timed: (name: string, ms: number) => void) => Promise<void>> {
  const ddl = await removableDdl(tx, tables);
  for (const { drop } of ddl) await tx.execute(sql.raw(drop));
  return async (timed) => {
    // Sorts for the index builds in memory rather than in temporary files.
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const { name, create } of [...ddl].reverse()) {
      const start = performance.now();
      await tx.execute(sql.raw(create));
      timed(name, performance.now() - start);
    }
  };
}
