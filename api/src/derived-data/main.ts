/**
 * The repair command's entry (command.ts): opens the database the API uses (DATABASE_URL, else
 * the PGlite data directory DATA_DIR or the default one), runs the command and exits with its code.
 * PGlite serves one process: stop the API on that directory first.
 */
import { existsSync } from 'node:fs';
import { dbOptionsFromEnv, openDb } from '../db/client';
import { defaultDataDir } from '../paths';
import { runRepairCommand } from './command';

async function main(): Promise<number> {
  const options = dbOptionsFromEnv(process.env, defaultDataDir());
  if ('dataDir' in options && !existsSync(options.dataDir)) {
    console.error(
      `No database in ${options.dataDir}: start the API once to create it, or set DATABASE_URL.`,
    );
    return 1;
  }
  const handle = openDb(options);
  try {
    return await runRepairCommand(
      handle.db,
      process.argv.slice(2),
      (line) => console.log(line),
      (line) => console.error(line),
    );
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
