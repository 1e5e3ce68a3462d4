/**
 * A bulk approval timed end to end, shared by bench:approvals and bench:scale: the oldest
 * approvable pending requests, the selection the console would send for them, the enqueue over
 * HTTP, then the job polled through the platform's job endpoint while the worker of main.ts runs
 * it (serveLoggedIn with `worker`).
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { APPROVAL_API, type ApprovalSelection } from '@console/approvals-contract';
import { isJobFinished, JOB_API, JobSchema, type Job } from '@console/shared/contract';
import { approvalBlockOf, closedOffers } from '../src/approvals/blocks';
import { queryRows, type Db } from '../src/db/client';
import { NEW_CONNECTION, type Served } from './harness';

/** The most ids a selection may name; beyond, the benches send a select-all with a cutoff. */
const MAX_SELECTED_IDS = 10_000;
const POLL_MS = 100;

/**
 * Requests the approval may change: not in a transaction, no §5 block. The benches' selections
 * hold only those, so the job approves exactly the requests they picked.
 */
export async function approvableWhere(db: Db, eventId: number, now: Date): Promise<SQL> {
  const offers = await closedOffers(db, eventId, now);
  return sql`event_id = ${eventId}::int and not is_transaction_in_progress
    and ${approvalBlockOf(offers, sql`registrations.id`)} is null`;
}

export interface OldestPending {
  ids: number[];
  /** The newest one's created_at, in ms (rounded up: the cutoff keeps it). */
  newestMs: number;
}

/** The `count` oldest approvable pending requests of the event. */
export async function oldestApprovablePending(
  db: Db,
  eventId: number,
  count: number,
): Promise<OldestPending> {
  const rows = await queryRows<{ id: number; createdMs: number }>(
    db,
    sql`select id, (extract(epoch from created_at) * 1000)::float8 as "createdMs"
      from registrations
      where status = 'PENDING' and ${await approvableWhere(db, eventId, new Date())}
      order by created_at, id limit ${count}::int`,
  );
  const newestMs = rows.reduce((max, row) => Math.max(max, Math.ceil(Number(row.createdMs))), 0);
  return { ids: rows.map((row) => Number(row.id)), newestMs };
}

/**
 * What the console sends to approve them: up to MAX_SELECTED_IDS it names the ids; beyond, a
 * select-all of the PENDING tab whose approvalCutoff keeps just these (no other approvable
 * pending request is as old). excludeBlocked leaves out blocked requests the select-all holds.
 */
export function approvalSelection({ ids, newestMs }: OldestPending): ApprovalSelection {
  const which =
    ids.length <= MAX_SELECTED_IDS
      ? { registrationIds: ids }
      : { updateByStatusFilter: true, approvalCutoff: new Date(newestMs).toISOString() };
  return {
    status: 'APPROVED',
    ...which,
    selectedTab: 'PENDING',
    skipValidationSteps: [],
    excludeBlocked: true,
  };
}

/** Polls the job's endpoint until it ends; answers its last state. */
export async function waitForJob(
  { address, cookie }: Served,
  eventId: number,
  jobId: number,
): Promise<Job> {
  for (;;) {
    const response = await fetch(`${address}/api${JOB_API.job(eventId, jobId)}`, {
      headers: { cookie, ...NEW_CONNECTION },
    });
    if (!response.ok) throw new Error(`job ${jobId} answered ${response.status}`);
    const job = JobSchema.parse(await response.json());
    if (isJobFinished(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const RECONNECTS = 3;

/**
 * On PGlite a long untimed setup holds the one thread past the server's keep-alive timeout, so
 * the client's pooled sockets may all have just been closed by the server: each failed attempt
 * drops one. The idempotency key makes every attempt the same request.
 */
async function withReconnects(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= RECONNECTS) throw error;
    }
  }
}

export interface BulkApprovalTimes {
  requests: number;
  enqueueSeconds: number;
  workerSeconds: number;
  totalSeconds: number;
  job: Pick<Job, 'status' | 'total' | 'processed' | 'error'>;
}

/** Enqueues the approval of `pending` over HTTP and waits for its job: each part's seconds. */
export async function timeBulkApproval(
  served: Served,
  eventId: number,
  pending: OldestPending,
): Promise<BulkApprovalTimes> {
  const start = performance.now();
  const body = JSON.stringify({
    idempotencyKey: `bench-bulk-approval-${Date.now()}`,
    selection: approvalSelection(pending),
  });
  const post = () =>
    fetch(`${served.address}/api${APPROVAL_API.statusUpdates(eventId)}`, {
      method: 'POST',
      headers: {
        ...NEW_CONNECTION,
        cookie: served.cookie,
        'content-type': 'application/json',
        'x-csrf-token': served.csrfToken,
      },
      body,
    });
  const enqueue = await withReconnects(post);
  if (enqueue.status !== 202)
    throw new Error(`enqueue answered ${enqueue.status}: ${await enqueue.text()}`);
  const { jobId } = JobSchema.parse(await enqueue.json());
  const enqueued = performance.now();
  const job = await waitForJob(served, eventId, jobId);
  const end = performance.now();
  return {
    requests: pending.ids.length,
    enqueueSeconds: (enqueued - start) / 1000,
    workerSeconds: (end - enqueued) / 1000,
    totalSeconds: (end - start) / 1000,
    job: { status: job.status, total: job.total, processed: job.processed, error: job.error },
  };
}

/** "bulk approval of 1,000 requests: enqueue 0.1 s, worker 2.3 s, total 2.4 s (job …)". */
export function bulkApprovalLine(times: BulkApprovalTimes): string {
  const s = (value: number) => `${value.toFixed(1)} s`;
  const { job } = times;
  return (
    `bulk approval of ${times.requests.toLocaleString('en')} requests: enqueue ${s(times.enqueueSeconds)}, ` +
    `worker ${s(times.workerSeconds)}, total ${s(times.totalSeconds)} ` +
    `(job ${job.status}, processed ${job.processed.toLocaleString('en')} of ${job.total.toLocaleString('en')})`
  );
}
