/**
 * The start step on one PostgreSQL from processes starting at once (start.ts): two handles, each
 * with a pool of its own, lock as two processes do. Runs where TEST_DATABASE_URL names a
 * PostgreSQL server (the test command starts one); PGlite serves one process.
 */
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths';
import { createThrowawayPostgres } from '../testing/databases';
import { openDb, queryRows, type DbHandle } from './client';
import { prepareDatabase } from './start';

const adminUrl = process.env.TEST_DATABASE_URL;

const journalEntries = (): number =>
  (
    JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

describe(
  'the start step of two processes at once on one PostgreSQL',
  { skip: !adminUrl && 'needs TEST_DATABASE_URL' },
  () => {
    let database: DbHandle & { url: string };
    const processes: DbHandle[] = [];

    before(async () => {
      database = await createThrowawayPostgres(adminUrl ?? '', 'empty');
      processes.push(openDb({ databaseUrl: database.url }), openDb({ databaseUrl: database.url }));
    });

    after(async () => {
      for (const handle of processes) await handle.close();
      await database.close();
    });

    it('both come up on an empty database: the migrations run once, the demo is seeded once', async () => {
      const seeded = await Promise.all(processes.map((handle) => prepareDatabase(handle)));
      expect(seeded.filter(Boolean)).toHaveLength(1);

      const [applied] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied?.n).toBe(journalEntries());
      const organizations = await queryRows<{ name: string }>(
        database.db,
        sql`select name from organizations order by name`,
      );
      expect(organizations.map((o) => o.name)).toEqual(['Demo Events Co', 'Northwind Conferences']);
    });

    it('a later start finds both done and changes nothing', async () => {
      expect(await prepareDatabase(processes[0] as DbHandle)).toBe(false);
      const [applied] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied?.n).toBe(journalEntries());
    });
  },
);
