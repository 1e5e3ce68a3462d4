/**
 * The start step of every process that serves a database: its migrations, then the demo data on an
 * empty database. Several API processes may start at once on one PostgreSQL (a deployment, a
 * restart of all of them): unguarded, each would find the same migrations pending and run them
 * side by side, and each would find no organization and seed the demo. Under the start lock
 * (DbHandle.withStartLock) they take turns: the first migrates and seeds, the others find both done.
 */
import type { DbHandle } from './client';
import { seedDemo } from '../seed/demo';

/** Migrates, then seeds the demo on an empty database, under the start lock; true when it seeded. */
export function prepareDatabase(handle: DbHandle): Promise<boolean> {
  return handle.withStartLock(async () => {
    await handle.migrate();
    return seedDemo(handle.db);
  });
}
