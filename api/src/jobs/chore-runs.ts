/**
 * One run of a chore at a time, between every API process on one database: a worker claims a
 * chore's run (a row of `chore_runs`) before running it, and only when the last run, by any
 * process, started long enough ago and has ended. Several processes on one PostgreSQL then run a
 * chore once an interval, not once each: without this each recounted the same stale groups and
 * ran the nightly repair of every event at once. The claim is one statement: two processes
 * claiming at once wait on the row's lock and the second finds it taken. A process that dies in a
 * run holds the chore until its lease ends; a run longer than its lease may be claimed again
 * meanwhile, which every chore tolerates (they were written to run in every process at once).
 * A chore with no interval and no time of day (one idempotent statement, every worker tick) claims
 * nothing: its statement is its own claim.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { Chore } from './job-kind';

export const CHORE_LEASE_MS = 10 * 60_000;

/** When the chore's last run must have started before for it to run at `now`; null: not now. */
function dueIfLastStartedBefore(chore: Chore, now: Date): Date | null {
  if (chore.dueIfLastStartedBefore) return chore.dueIfLastStartedBefore(now);
  return new Date(now.getTime() - (chore.everyMs ?? 0));
}

/**
 * Claims the chore's run starting at `now`: true when this process may run it, false when it is
 * not due or another run holds it.
 */
export async function claimChoreRun(db: Db, chore: Chore, now: Date): Promise<boolean> {
  const lastStartedBefore = dueIfLastStartedBefore(chore, now);
  if (lastStartedBefore === null) return false;
  const leasedUntil = new Date(now.getTime() + (chore.leaseMs ?? CHORE_LEASE_MS));
  const claimed = await queryRows<{ name: string }>(
    db,
    sql`insert into chore_runs as run (name, started_at, leased_until)
      values (${chore.name}, ${now.toISOString()}::timestamptz, ${leasedUntil.toISOString()}::timestamptz)
      on conflict (name) do update
        set started_at = excluded.started_at, leased_until = excluded.leased_until
        where run.started_at <= ${lastStartedBefore.toISOString()}::timestamptz
          and (run.leased_until is null or run.leased_until <= ${now.toISOString()}::timestamptz)
      returning run.name`,
  );
  return claimed.length > 0;
}

/** Ends the run claimed at `startedAt`, so that the next one may be claimed when due. */
export async function endChoreRun(db: Db, chore: Chore, startedAt: Date): Promise<void> {
  await db.execute(
    sql`update chore_runs set leased_until = null
      where name = ${chore.name} and started_at = ${startedAt.toISOString()}::timestamptz`,
  );
}

/** Runs the chore at `now` when this process claims the run; answers whether it ran. */
export async function runChoreIfClaimed(db: Db, chore: Chore, now: Date): Promise<boolean> {
  if (chore.everyMs === undefined && chore.dueIfLastStartedBefore === undefined) {
    await chore.run(db, now);
    return true;
  }
  if (!(await claimChoreRun(db, chore, now))) return false;
  try {
    await chore.run(db, now);
  } finally {
    await endChoreRun(db, chore, now);
  }
  return true;
}
