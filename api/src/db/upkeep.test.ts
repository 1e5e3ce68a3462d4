/**
 * The table upkeep chore applies autovacuum's thresholds (defaults: analyze past 50 + 10% of the
 * rows changed, vacuum past 50 + 20% dead or 1,000 + 20% inserted). Each test works on a table
 * of its own with autovacuum off, so on PostgreSQL the server's daemon never acts first.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { describeApi } from '../testing/suite';
import { queryRows, type Db } from './client';
import { tablesDueForUpkeep, upkeepTables } from './upkeep';

/** Runs the statements on one connection and has its statistics flushed when it goes idle. */
async function change(db: Db, ...statements: SQL[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(statement);
    await tx.execute(sql`select pg_stat_force_next_flush()`);
  });
}

const insertRows = (name: string, from: number, to: number): SQL =>
  sql.raw(`insert into ${name} select g, 'row ' || g from generate_series(${from}, ${to}) g`);

async function createProbe(db: Db, name: string, rows: number): Promise<void> {
  await change(
    db,
    sql.raw(
      `create table ${name} (id int primary key, note text) with (autovacuum_enabled = false)`,
    ),
    insertRows(name, 1, rows),
  );
}

/** Adds rows, then starts the activity counters again, as each PGlite start does. */
async function growAndRestartCounters(db: Db, name: string, from: number, to: number) {
  await change(db, insertRows(name, from, to));
  await db.execute(sql`select pg_stat_reset()`);
}

interface TableState {
  reltuples: number;
  dead: number;
  analyzed: boolean;
  vacuumed: boolean;
}

async function stateOf(db: Db, name: string): Promise<TableState> {
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const [state] = await queryRows<TableState>(
    db,
    sql`select c.reltuples::int as reltuples, s.n_dead_tup::int as dead,
        s.last_analyze is not null as analyzed, s.last_vacuum is not null as vacuumed
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.relname = ${name}`,
  );
  if (!state) throw new Error(`no statistics for ${name}`);
  return state;
}

async function dueFor(db: Db, name: string) {
  return (await tablesDueForUpkeep(db)).find((due) => due.table === `public.${name}`);
}

describeApi(
  'table upkeep (autovacuum rules for PGlite)',
  async () => null,
  (suite) => {
    it('analyzes and vacuums a table once its inserts pass the thresholds, then leaves it', async () => {
      await createProbe(suite.db, 'upkeep_inserted', 5000);
      assert.deepEqual(await dueFor(suite.db, 'upkeep_inserted'), {
        table: 'public.upkeep_inserted',
        vacuum: true,
        analyze: true,
      });
      const done = await upkeepTables(suite.db);
      assert.ok(done.some((due) => due.table === 'public.upkeep_inserted'));
      assert.deepEqual(await stateOf(suite.db, 'upkeep_inserted'), {
        reltuples: 5000,
        dead: 0,
        analyzed: true,
        vacuumed: true,
      });
      await upkeepTables(suite.db);
      assert.equal(await dueFor(suite.db, 'upkeep_inserted'), undefined);
    });

    it('leaves a table whose changes stay under the thresholds', async () => {
      await createProbe(suite.db, 'upkeep_small', 40);
      assert.equal(await dueFor(suite.db, 'upkeep_small'), undefined);
      await upkeepTables(suite.db);
      const state = await stateOf(suite.db, 'upkeep_small');
      assert.equal(state.analyzed, false);
      assert.equal(state.vacuumed, false);
    });

    it('analyzes without vacuuming past 10% of rows updated, and vacuums past 20% deleted', async () => {
      await createProbe(suite.db, 'upkeep_changed', 5000);
      await upkeepTables(suite.db);
      // 600 updates: past 50 + 500 for an analyze; 600 dead rows, under 50 + 1,000 for a vacuum.
      await change(suite.db, sql`update upkeep_changed set note = 'updated' where id <= 600`);
      assert.deepEqual(await dueFor(suite.db, 'upkeep_changed'), {
        table: 'public.upkeep_changed',
        vacuum: false,
        analyze: true,
      });
      await upkeepTables(suite.db);
      assert.equal((await stateOf(suite.db, 'upkeep_changed')).dead, 600);
      // 1,100 more dead rows (1,700 in all): past 50 + 20% of 5,000.
      await change(suite.db, sql`delete from upkeep_changed where id > 3900`);
      assert.deepEqual(await dueFor(suite.db, 'upkeep_changed'), {
        table: 'public.upkeep_changed',
        vacuum: true,
        analyze: true,
      });
      await upkeepTables(suite.db);
      assert.deepEqual(await stateOf(suite.db, 'upkeep_changed'), {
        reltuples: 3900,
        dead: 0,
        analyzed: true,
        vacuumed: true,
      });
    });

    it('finds a table grown since its statistics when the counters start again (a PGlite restart)', async () => {
      await createProbe(suite.db, 'upkeep_grown', 20_000);
      await upkeepTables(suite.db);
      assert.equal((await stateOf(suite.db, 'upkeep_grown')).reltuples, 20_000);
      // 15% more rows: past 10% (+ a page) for an analyze, under 20% for a vacuum.
      await growAndRestartCounters(suite.db, 'upkeep_grown', 20_001, 23_000);
      assert.deepEqual(await dueFor(suite.db, 'upkeep_grown'), {
        table: 'public.upkeep_grown',
        vacuum: false,
        analyze: true,
      });
      await upkeepTables(suite.db);
      assert.equal((await stateOf(suite.db, 'upkeep_grown')).reltuples, 23_000);
      // 6,000 more (26%): past 20% for a vacuum too.
      await growAndRestartCounters(suite.db, 'upkeep_grown', 23_001, 29_000);
      assert.deepEqual(await dueFor(suite.db, 'upkeep_grown'), {
        table: 'public.upkeep_grown',
        vacuum: true,
        analyze: true,
      });
    });
  },
);
