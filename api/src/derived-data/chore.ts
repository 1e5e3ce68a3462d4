/**
 * The nightly repair: the worker runs the repair command's check over every event once a day,
 * during REPAIR_HOUR in the process's time zone (TZ), when the API is quietest, and logs what it
 * fixed at warn level (a fix means a trigger or a writer went wrong: worth a look). The chore is
 * looked at every few minutes and runs once in that hour, by one API process (its last run, by
 * any process, started before the hour began); a start at another hour runs nothing at once, and
 * a night the API was down is skipped, not made up during the day.
 */
import type { Chore } from '../jobs/job-kind';
import type { JobRegistry } from '../jobs/registry';
import { checkDerivedData, type CheckReport } from './check-all';
import { reportLines } from './report';

export const REPAIR_HOUR = 3;
export const REPAIR_LOOK_EVERY_MS = 5 * 60_000;
/** A repair of every event of a big database takes minutes: no other process starts one meanwhile. */
const REPAIR_LEASE_MS = 2 * 60 * 60_000;

/** The start of `hour` o'clock (local time) on the day of `now` when `now` is within it; else null. */
export function repairHourStart(now: Date, hour = REPAIR_HOUR): Date | null {
  if (now.getHours() !== hour) return null;
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  return start;
}

export interface RepairChoreOptions {
  /** Where what was fixed is logged; console.warn unless given. */
  warn?: (message: string) => void;
  hour?: number;
}

const foundAnything = (report: CheckReport) =>
  report.ownerless.length > 0 ||
  report.events.some((event) => event.differences.length > 0 || event.error !== null);

export function derivedDataRepairChore({
  warn = (message) => console.warn(message),
  hour = REPAIR_HOUR,
}: RepairChoreOptions = {}): Chore {
  return {
    name: 'derived-data.repair',
    everyMs: REPAIR_LOOK_EVERY_MS,
    dueIfLastStartedBefore: (now) => repairHourStart(now, hour),
    leaseMs: REPAIR_LEASE_MS,
    async run(db) {
      const report = await checkDerivedData(db, { repair: true });
      if (foundAnything(report))
        warn(`Nightly repair of derived data:\n${reportLines(report).join('\n')}`);
      return report;
    },
  };
}

export function registerDerivedDataChore(
  registry: JobRegistry,
  options?: RepairChoreOptions,
): void {
  registry.registerChore(derivedDataRepairChore(options));
}
