/**
 * The bulk work of bench:scale (issue #13 item 3) on the big event it seeded, after the reads:
 * a bulk approval of `bulk` requests and an invite import of `inviteRows` rows into a new list,
 * each timed end to end with the worker of main.ts, and the process's memory around them. The
 * big event has about 5% pending requests; as untimed setup, one UPDATE sets its `bulk` oldest
 * approvable requests (whatever their status) back to PENDING, so the approval's select-all
 * keeps just them, as bench:approvals does. On PGlite the API, its database, the worker and
 * this client share one thread: a job the worker runs before the 202 reaches the client counts
 * in `enqueue`, so there only the total means what it says.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';
import {
  approvableWhere,
  bulkApprovalLine,
  oldestApprovablePending,
  type OldestPending,
  timeBulkApproval,
} from './bulk-approval';
import {
  buildInviteCsv,
  createInvitation,
  inviteImportLines,
  timeInviteImport,
} from './bulk-invite-import';
import { errorText, memoryMb, type Served } from './harness';

export const BULK_GOAL_SECONDS = 60;

export type BulkRow = { label: string; goalSeconds: number } & (
  | { steps: { name: string; seconds: number }[]; totalSeconds: number; outcome: string }
  | { error: string }
);

export interface BulkResults {
  /** The requests set back to PENDING, by the status they had. */
  resetToPending: Record<string, number>;
  rows: BulkRow[];
  memory: { rssBeforeMb: number; rssAfterMb: number; peakRssMb: number; scope: string };
}

/** One UPDATE: the `count` oldest approvable requests of the event become PENDING. */
async function resetOldestToPending(
  db: Db,
  eventId: number,
  count: number,
): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; count: number }>(
    db,
    sql`with chosen as (
      select id, status from registrations
      where ${await approvableWhere(db, eventId, new Date())}
      order by created_at, id limit ${count}::int
    ), reset as (
      update registrations r set status = 'PENDING', status_updated_by = null, status_updated_at = null
      from chosen where r.id = chosen.id and chosen.status <> 'PENDING'
      returning r.id
    )
    select status, count(*)::int as count from chosen group by status order by status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

type TimedRow = Omit<Extract<BulkRow, { steps: unknown }>, 'goalSeconds'>;

/** The row of one timed bulk run, or an error row under `label` when it fails. */
async function bulkRow(label: string, run: () => Promise<TimedRow>): Promise<BulkRow> {
  try {
    return { ...(await run()), goalSeconds: BULK_GOAL_SECONDS };
  } catch (error) {
    return { label, goalSeconds: BULK_GOAL_SECONDS, error: errorText(error) };
  }
}

const bulkApprovalRow = (served: Served, eventId: number, pending: OldestPending) =>
  bulkRow(`bulk approval of ${pending.ids.length.toLocaleString('en')} requests`, async () => {
    const times = await timeBulkApproval(served, eventId, pending);
    console.log(bulkApprovalLine(times));
    return {
      label: `bulk approval of ${times.requests.toLocaleString('en')} requests`,
      steps: [
        { name: 'enqueue', seconds: times.enqueueSeconds },
        { name: 'worker', seconds: times.workerSeconds },
      ],
      totalSeconds: times.totalSeconds,
      outcome: times.job.status,
    };
  });

const inviteImportRow = (served: Served, db: Db, eventId: number, rows: number) => {
  const label = `invite import of ${rows.toLocaleString('en')} rows`;
  return bulkRow(label, async () => {
    const times = await timeInviteImport(served, eventId, {
      csv: buildInviteCsv(rows),
      rows,
      listName: `Bench import (${rows.toLocaleString('en')} rows)`,
      invitationId: await createInvitation(db, eventId),
    });
    for (const line of inviteImportLines(times)) console.log(line);
    return {
      label,
      steps: [
        { name: 'upload', seconds: times.uploadSeconds },
        { name: 'import', seconds: times.importSeconds },
      ],
      totalSeconds: times.totalSeconds,
      outcome: times.status.jobStatus,
    };
  });
};

/** What the untimed setup chose: the requests set back to PENDING, by the status they had. */
export interface BulkSetup {
  resetToPending: Record<string, number>;
  pending: OldestPending;
}

/**
 * The untimed setup, done before the API serves: on PGlite its queries hold the one thread for
 * a long time, which would leave a served client's kept-alive sockets closed under it.
 */
export async function prepareBulkApproval(
  db: Db,
  eventId: number,
  bulk: number,
): Promise<BulkSetup> {
  const resetToPending = await resetOldestToPending(db, eventId, bulk);
  const reset = Object.entries(resetToPending);
  const total = reset.reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `\nSet back to PENDING (untimed, one UPDATE): the ${total.toLocaleString('en')} oldest requests ` +
      `with no transaction in progress and no ended ticket, which were ` +
      `${reset.map(([status, count]) => `${count.toLocaleString('en')} ${status}`).join(', ')}.`,
  );
  return { resetToPending, pending: await oldestApprovablePending(db, eventId, total) };
}

/** The bulk work on the event, served with the worker running; `scope` says what RSS covers. */
export async function runBulkWork(
  served: Served,
  db: Db,
  {
    eventId,
    setup,
    inviteRows,
    scope,
  }: { eventId: number; setup: BulkSetup; inviteRows: number; scope: string },
): Promise<BulkResults> {
  const before = memoryMb();
  const rows = [
    await bulkApprovalRow(served, eventId, setup.pending),
    await inviteImportRow(served, db, eventId, inviteRows),
  ];
  const after = memoryMb();
  return {
    resetToPending: setup.resetToPending,
    rows,
    memory: { rssBeforeMb: before.rss, rssAfterMb: after.rss, peakRssMb: after.peakRss, scope },
  };
}

const secondsText = (value: number) => `${value.toFixed(1)} s`;

/** Whether a bulk row ended COMPLETED within its goal. */
export const bulkGoalMet = (row: BulkRow): boolean =>
  !('error' in row) && row.outcome === 'COMPLETED' && row.totalSeconds <= row.goalSeconds;

export function printBulk({ rows, memory }: BulkResults): void {
  console.log('\n| bulk work | step 1 | step 2 | total | goal |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    const goal = `<= ${row.goalSeconds} s: ${bulkGoalMet(row) ? 'yes' : 'NO'}`;
    if ('error' in row) console.log(`| ${row.label} | error | ${row.error} | | ${goal} |`);
    else {
      const steps = row.steps.map((step) => `${step.name} ${secondsText(step.seconds)}`);
      const outcome = row.outcome === 'COMPLETED' ? '' : ` (${row.outcome})`;
      console.log(
        `| ${row.label} | ${steps.join(' | ')} | ${secondsText(row.totalSeconds)}${outcome} | ${goal} |`,
      );
    }
  }
  console.log(
    `\nRSS (${memory.scope}): ${memory.rssBeforeMb} MB before the bulk work, ` +
      `${memory.rssAfterMb} MB after; peak ${memory.peakRssMb} MB (the process's reads, chores ` +
      'and bulk work; the big event was seeded by another process).',
  );
}
