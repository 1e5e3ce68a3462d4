/**
 * Table upkeep for PGlite, which runs no autovacuum: it is one process, and autovacuum is a
 * server's background workers. Without it the planner keeps the statistics a table had at its
 * last ANALYZE (a big import or bulk approval later, it costs plans for the old table), dead rows
 * are never reclaimed, and the visibility map that lets counts and pages read an index alone
 * goes stale. The chore applies autovacuum's own rules, with the server's settings (the manual,
 * "The Autovacuum Daemon"):
 * - ANALYZE once the rows changed since the last one pass
 *   autovacuum_analyze_threshold + autovacuum_analyze_scale_factor × the table's rows;
 * - VACUUM once the dead rows pass the vacuum threshold, the rows inserted since the last one
 *   pass the insert threshold, or the table's oldest transaction id nears
 *   autovacuum_freeze_max_age (PostgreSQL stops writes before its ids wrap around).
 * PostgreSQL servers run autovacuum itself; main.ts registers the chore on PGlite only.
 */
import { sql } from 'drizzle-orm';
import type { JobRegistry } from '../jobs/registry';
import { queryRows, type Db } from './client';

/** As autovacuum's default nap between rounds (autovacuum_naptime). */
export const TABLE_UPKEEP_EVERY_MS = 60_000;

export interface TableUpkeep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** A server setting as a number; null where the server has no such setting (older versions). */
const setting = (name: string) => sql`current_setting(${name}, true)::float8`;

/**
 * The tables autovacuum would work on now, largest first, and what it would do to each. PGlite
 * does not keep its activity counters across a restart (they start at zero in each process),
 * so a table whose file grew past the same scale factors since its statistics were taken
 * (pg_class.relpages, written by the last VACUUM or ANALYZE) is due too: an import made before
 * a restart is not forgotten.
 */
export async function tablesDueForUpkeep(db: Db): Promise<TableUpkeep[]> {
  // A table never analyzed has reltuples -1: counted as empty, as autovacuum does.
  const rows = sql`greatest(c.reltuples, 0)`;
  // By more than a page past the scale factor: autovacuum's base thresholds are about a page of rows.
  const grownPast = (scaleFactor: string) =>
    sql`pages > c.relpages * (1 + ${setting(scaleFactor)}) + 1`;
  return queryRows<TableUpkeep>(
    db,
    sql`
      select table_name as "table", "vacuum", "analyze" from (
        select format('%I.%I', s.schemaname, s.relname) as table_name, pages,
          -- least() skips a null: servers before PostgreSQL 18 have no maximum threshold.
          s.n_dead_tup > least(${setting('autovacuum_vacuum_threshold')}
              + ${setting('autovacuum_vacuum_scale_factor')} * ${rows},
              ${setting('autovacuum_vacuum_max_threshold')})
            or s.n_ins_since_vacuum > ${setting('autovacuum_vacuum_insert_threshold')}
              + ${setting('autovacuum_vacuum_insert_scale_factor')} * ${rows}
            or ${grownPast('autovacuum_vacuum_insert_scale_factor')}
            or age(c.relfrozenxid) > ${setting('autovacuum_freeze_max_age')} as "vacuum",
          s.n_mod_since_analyze > ${setting('autovacuum_analyze_threshold')}
              + ${setting('autovacuum_analyze_scale_factor')} * ${rows}
            or ${grownPast('autovacuum_analyze_scale_factor')} as "analyze"
        from pg_stat_user_tables s
        join pg_class c on c.oid = s.relid
        cross join lateral (
          select pg_relation_size(c.oid) / ${setting('block_size')} as pages
        ) as file
      ) as due
      where "vacuum" or "analyze"
      order by pages desc, table_name`,
  );
}

/**
 * Vacuums and analyzes what is due, one table at a time (PGlite serves one statement at a time,
 * so each holds the requests for its own duration only); answers what it did.
 */
export async function upkeepTables(db: Db): Promise<TableUpkeep[]> {
  // The statistics this session has not flushed yet (PGlite flushes at most once a second).
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const due = await tablesDueForUpkeep(db);
  for (const { table, vacuum, analyze } of due) {
    const command = vacuum ? (analyze ? 'vacuum (analyze)' : 'vacuum') : 'analyze';
    await db.execute(sql.raw(`${command} ${table}`));
  }
  return due;
}

export function registerTableUpkeepChore(registry: JobRegistry): void {
  registry.registerChore({
    name: 'db.table-upkeep',
    everyMs: TABLE_UPKEEP_EVERY_MS,
    run: upkeepTables,
  });
}
