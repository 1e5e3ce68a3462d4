/**
 * The databases the API suites run against: in-memory PGlite always, and real PostgreSQL when
 * TEST_DATABASE_URL is set (each suite then gets its own throwaway database, so parallel jest
 * workers never share tables).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type DbHandle } from '../db/client';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<DbHandle>;
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new database on the PostgreSQL server of `adminUrl`, migrated; dropped on close. */
export async function createThrowawayPostgres(
  adminUrl: string,
): Promise<DbHandle & { url: string }> {
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDb({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, async (c) => {
        // pool.end() resolves before its sockets have closed: wait for them, so that the forced
        // drop (for a connection truly left open) does not cut one that is closing anyway.
        for (let waited = 0; waited < 5000; waited += 50) {
          const { rows } = await c.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      open: async () => {
        const handle = openDb({ memory: true });
        await handle.migrate();
        return handle;
      },
    },
  ];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) list.push({ name: 'postgres', open: () => createThrowawayPostgres(pgUrl) });
  return list;
}
