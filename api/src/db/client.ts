/**
 * Opens the database: node-postgres when a URL is given, otherwise PGlite (a data directory,
 * or in memory when none). Both are exposed as one Drizzle type, `Db`.
 */
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { createPglite } from './pglite';
import * as schema from './tables';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Applies the drizzle-kit migrations (idempotent). */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs `work` holding the database's start lock (start.ts): on PostgreSQL a session advisory
   * lock on a connection of its own, so processes starting at once take turns; PGlite serves one
   * process, which needs none.
   */
  withStartLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of the start step: any fixed number no other lock of the console uses. */
const START_LOCK_KEY = 4_511_270_031;

export type DbOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** In memory, empty or from an image of a migrated data directory (the test suites'). */
  | { memory: true; image?: Blob };

export function openDb(options: DbOptions): DbHandle {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // An idle connection the server ends (a restart, a failover, an administrator) emits an error
    // on the pool; unheard, it would crash the process. The pool replaces the connection.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost while idle: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      driver: 'pg',
      migrate: (folder = migrationsFolder()) => migratePg(db, { migrationsFolder: folder }),
      withStartLock: async (work) => {
        const client = await pool.connect();
        // A connection that failed to lock or unlock is dropped, not pooled: its session ends, and
        // the lock with it.
        let broken: Error | undefined;
        const dropOn = (error: unknown) => {
          broken = error instanceof Error ? error : new Error(String(error));
        };
        try {
          await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY]).catch((error) => {
            dropOn(error);
            throw error;
          });
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(dropOn);
          }
        } finally {
          client.release(broken);
        }
      },
      close: () => pool.end(),
    };
  }
  if ('dataDir' in options) mkdirSync(options.dataDir, { recursive: true });
  const client = createPglite('dataDir' in options ? options : { image: options.image });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: (folder = migrationsFolder()) => migratePglite(db, { migrationsFolder: folder }),
    withStartLock: (work) => work(),
    close: () => client.close(),
  };
}

/** The database the environment asks for: DATABASE_URL, else PGlite in DATA_DIR (or the default directory). */
export function dbOptionsFromEnv(env: NodeJS.ProcessEnv, defaultDataDir: string): DbOptions {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  return { dataDir: env.DATA_DIR ?? defaultDataDir };
}

/** Rows of a `db.execute(sql...)` answer (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
