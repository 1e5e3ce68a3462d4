/**
 * `pnpm dataset`: the big event in the console's database. Env N (registrants, default
 * 1,000,000), DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite; default the API's data directory,
 * as main.ts). Migrates, seeds the demo on an empty database, adds the big event and prints its
 * page and the time of every step. Stop the console first on PGlite: one process opens its
 * directory at a time.
 */
import { performance } from 'node:perf_hooks';
import { dbOptionsFromEnv, openDb } from '../db/client';
import { defaultDataDir } from '../paths';
import { prepareDatabase } from '../db/start';
import { demoLogin } from '../seed/demo-logins';
import { DEFAULT_REGISTRANTS } from './plan';
import { seedBigEvent } from './seed';
import { seconds } from './steps';

async function main(): Promise<void> {
  const registrants = Number(process.env.N ?? DEFAULT_REGISTRANTS);
  const options = dbOptionsFromEnv(process.env, defaultDataDir());
  const where =
    'databaseUrl' in options
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${'dataDir' in options ? options.dataDir : 'memory'}`;
  const handle = openDb(options);
  const start = performance.now();
  try {
    const demoStart = performance.now();
    if (await prepareDatabase(handle))
      console.log(`Seeded the demo data first in ${seconds(performance.now() - demoStart)}.`);
    console.log(`Seeding ${registrants.toLocaleString('en')} registrants into ${where}:`);
    const seeded = await seedBigEvent(handle.db, { registrants });
    const total = seeded.steps.reduce((sum, step) => sum + step.ms, 0);
    console.log(
      `Big event ${seeded.eventId}: ${seconds(total)} for its steps, ${seconds(performance.now() - start)} in all.`,
    );
    console.log(
      `Open /event/${seeded.eventId}/people/audiences (log in as ${demoLogin('organizer').email}).`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
