/**
 * bench:scale's seed, in a process of its own: the demo, then the big event (env N registrants),
 * then the worker's keeping chores, on the PGlite directory given as the argument or the
 * PostgreSQL of DATABASE_URL. It prints one JSON line (ScaleSeeded) and exits; bench:scale then
 * opens the database in its own process, as the API opens it on start, so the memory it reports is
 * the API's and not what a million inserts left behind in the process that made them.
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_REGISTRANTS } from '../src/big-dataset/plan';
import { seedBigEvent } from '../src/big-dataset/seed';
import { openDb } from '../src/db/client';
import { prepareDatabase } from '../src/db/start';
import { recountCustomGroups, type Recounted } from './scale-keep';

export interface ScaleSeeded {
  eventId: number;
  seedSeconds: number;
  recount: Recounted;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.argv[2];
  if (!databaseUrl && !dataDir) throw new Error('a PGlite directory or DATABASE_URL is needed');
  const handle = openDb(databaseUrl ? { databaseUrl } : { dataDir: dataDir ?? '' });
  try {
    await prepareDatabase(handle);
    const start = performance.now();
    const { eventId } = await seedBigEvent(handle.db, {
      registrants: Number(process.env.N ?? DEFAULT_REGISTRANTS),
      log: () => undefined,
    });
    const seedSeconds = (performance.now() - start) / 1000;
    const recount = await recountCustomGroups(handle.db);
    const seeded: ScaleSeeded = { eventId, seedSeconds, recount };
    console.log(JSON.stringify(seeded));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
