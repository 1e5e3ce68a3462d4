/**
 * `pnpm --filter @console/api repair [--event <id>] [--dry-run]`: checks the derived data of every
 * event (or one) and repairs it, printing what it found per event and table and a summary line.
 * Exit code 0: nothing differed, or everything found was repaired; 1: differences remain (found
 * by a dry run, left after a repair, or an event that could not be checked); 2: bad arguments.
 */
import { parseArgs } from 'node:util';
import { IdParamSchema } from '@console/shared/contract';
import type { Db } from '../db/client';
import { checkDerivedData, isClean } from './check-all';
import { reportLines } from './report';

export const USAGE = 'Usage: pnpm --filter @console/api repair [--event <id>] [--dry-run]';

type Print = (line: string) => void;

interface Arguments {
  eventId?: number;
  dryRun: boolean;
}

/** The arguments, or what is wrong with them. */
function parse(argv: readonly string[]): Arguments | string {
  let values: { event?: string; 'dry-run'?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { event: { type: 'string' }, 'dry-run': { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const dryRun = values['dry-run'] === true;
  if (values.event === undefined) return { dryRun };
  const id = IdParamSchema.safeParse(values.event);
  if (!id.success)
    return `--event must be an event id, a whole number from 1 (got "${values.event}")`;
  return { eventId: id.data, dryRun };
}

export async function runRepairCommand(
  db: Db,
  argv: readonly string[],
  print: Print,
  printError: Print = print,
): Promise<number> {
  const args = parse(argv);
  if (typeof args === 'string') {
    printError(args);
    printError(USAGE);
    return 2;
  }
  const report = await checkDerivedData(db, {
    repair: !args.dryRun,
    ...(args.eventId === undefined ? {} : { eventId: args.eventId }),
  });
  for (const line of reportLines(report)) print(line);
  return isClean(report) ? 0 : 1;
}
