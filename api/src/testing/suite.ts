/**
 * An API suite on every test database (PGlite always; PostgreSQL too when TEST_DATABASE_URL is
 * set): before its tests it opens a database holding its template (the migrated schema, or the
 * demo seed on it too), lets `prepare` fill it and builds the app (with the suite's `app`
 * options: settings such as the CRM address rule); after them it closes both.
 * Tests read the suite's `db`, `app` and prepared `fx` once it is open.
 */
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Db, DbHandle } from '../db/client';
import { testDatabases, type Template } from './databases';

export interface ApiSuite<T> {
  readonly db: Db;
  readonly app: FastifyInstance;
  /** What `prepare` answered (the fixture, usually). */
  readonly fx: T;
}

class OpenedLater<T> implements ApiSuite<T> {
  opened: { handle: DbHandle; app: FastifyInstance; fx: T } | null = null;

  private get ready() {
    if (!this.opened) throw new Error('the suite is used before its database is open');
    return this.opened;
  }

  get db(): Db {
    return this.ready.handle.db;
  }

  get app(): FastifyInstance {
    return this.ready.app;
  }

  get fx(): T {
    return this.ready.fx;
  }
}

/** For a suite that reads the demo seed as it is. */
export const nothingToPrepare = async (): Promise<void> => undefined;

export function describeApi<T>(
  name: string,
  prepare: (db: Db) => Promise<T>,
  body: (suite: ApiSuite<T>) => void,
  {
    template = 'migrated',
    app: appOptions = {},
  }: { template?: Template; app?: Omit<AppOptions, 'db'> } = {},
): void {
  for (const database of testDatabases()) {
    describe(`${name} (${database.name})`, () => {
      const suite = new OpenedLater<T>();
      before(async () => {
        const handle = await database.open(template);
        try {
          const fx = await prepare(handle.db);
          suite.opened = { handle, fx, app: await buildApp({ ...appOptions, db: handle.db }) };
        } catch (error) {
          // An open database keeps the process alive: the suite's failure would hang its shard.
          await handle.close();
          throw error;
        }
      });
      after(async () => {
        await suite.opened?.app.close();
        await suite.opened?.handle.close();
      });
      body(suite);
    });
  }
}
