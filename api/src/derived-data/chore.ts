/**
 * The nightly repair: the worker runs the repair command's check over every event once a day, at
 * REPAIR_HOUR in the process's time zone (TZ), when the API is quietest, and logs what it fixed at
 * warn level (a fix means a trigger or a writer went wrong: worth a look). The chore itself is
 * looked at every few minutes; its first look only sets the time, so that a start or a restart
 * does not run a repair of every event at once.
 */
import type { Chore } from '../jobs/job-kind';
import type { JobRegistry } from '../jobs/registry';
import { checkDerivedData, type CheckReport } from './check-all';
import { reportLines } from './report';

export const REPAIR_HOUR = 3;
export const REPAIR_LOOK_EVERY_MS = 5 * 60_000;

/** The first REPAIR_HOUR o'clock (local time) after `after`. */
export function nextRepairAt(after: Date, hour = REPAIR_HOUR): Date {
  const next = new Date(after);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= after.getTime()) next.setDate(next.getDate() + 1);
  return next;
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
  let due: Date | null = null;
  return {
    name: 'derived-data.repair',
    everyMs: REPAIR_LOOK_EVERY_MS,
    async run(db, now) {
      if (due === null) {
        due = nextRepairAt(now, hour);
        return null;
      }
      if (now.getTime() < due.getTime()) return null;
      due = nextRepairAt(now, hour);
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
