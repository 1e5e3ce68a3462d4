/**
 * Approvals at scale: N requests (env N, default 100,000; the goal is set at 1,000,000) on one
 * event (temp PGlite directory, set-based insert), the list endpoint over real HTTP (page 1, a deep
 * offset, a search, a flow filter) and the counts summary (10 warm-up and 100 measured calls each,
 * p50/p95), then a bulk approval of BULK requests (env, default 10,000) end to end (enqueue +
 * worker until COMPLETED; the process's RSS before and after it, and its peak, seed included).
 * Up to 10,000 (the most ids a selection may name) the selection names the ids; beyond, it is a
 * select-all of the PENDING tab whose approvalCutoff keeps just the BULK oldest pending requests.
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { createFeatureJobRegistry } from '../src/app';
import { registrationFlows, ticketTypes } from '../src/db/schema';
import { jobs } from '../src/jobs/schema';
import { runPendingJobs } from '../src/jobs/worker';
import { insertApprovalRequests } from '../src/seed/approvals';
import { BENCH_LOGIN, measureGet, runBench, seedBenchOrganizer, serveLoggedIn } from './harness';

const REQUESTS = Number(process.env.N ?? 100_000);
if (!Number.isInteger(REQUESTS) || REQUESTS < 1) throw new Error(`N must be a positive integer`);
const BULK = Number(process.env.BULK ?? 10_000);
if (!Number.isInteger(BULK) || BULK < 1) throw new Error(`BULK must be a positive integer`);
const MAX_SELECTED_IDS = 10_000;
const WARM_UP = 10;
const RUNS = 100;

runBench(async (db) => {
  const { user, event } = await seedBenchOrganizer(db, { approvalsEnabled: true });
  const flows = await db
    .insert(registrationFlows)
    .values([
      { eventId: event.id, name: 'Public' },
      { eventId: event.id, name: 'VIP' },
    ])
    .returning();
  const tickets = await db
    .insert(ticketTypes)
    .values([
      { eventId: event.id, name: 'GA', quantity: null },
      { eventId: event.id, name: 'VIP', quantity: null, priceCents: 9900 },
    ])
    .returning();
  const insertStart = performance.now();
  await db.transaction((tx) =>
    insertApprovalRequests(tx, {
      eventId: event.id,
      count: REQUESTS,
      flowIds: flows.map((f) => f.id),
      ticketTypeIds: tickets.map((t) => t.id),
      updaterIds: [user.id],
      emailDomain: 'bench.example.com',
    }),
  );
  // PGlite has no autovacuum: vacuum once so counts can use index-only scans.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `inserted ${REQUESTS.toLocaleString('en')} approval requests in ${(performance.now() - insertStart).toFixed(0)} ms`,
  );

  await serveLoggedIn(db, { login: BENCH_LOGIN }, async ({ address, cookie, csrfToken }) => {
    const base = `${address}/api/events/${event.id}/approvals`;
    const cases: [string, string][] = [
      ['page 1 (PENDING)', '?status=PENDING&limit=20&offset=0'],
      ['deep offset (PENDING, offset 30,000)', '?status=PENDING&limit=20&offset=30000'],
      ['search "amelia"', '?status=PENDING&query=amelia&limit=20&offset=0'],
      ['flow filter (APPROVED tab)', `?status=APPROVED&flowIds=${flows[1]?.id}&limit=20&offset=0`],
    ];
    for (const [label, query] of cases)
      await measureGet(`GET list ${label}`, base + query, cookie, WARM_UP, RUNS);
    await measureGet('GET summary', `${base}/summary`, cookie, WARM_UP, RUNS);

    const oldestPending = await db.execute(
      sql`select id, (extract(epoch from created_at) * 1000)::float8 as created_ms from registrations
        where event_id = ${event.id}::int and status = 'PENDING' and not is_transaction_in_progress
        order by created_at, id limit ${BULK}::int`,
    );
    const pendingRows = (oldestPending as unknown as { rows: { id: number; created_ms: number }[] })
      .rows;
    const newestMs = pendingRows.reduce((max, r) => Math.max(max, Number(r.created_ms)), 0);
    // Requests are seeded 3 minutes apart: one second past the newest keeps exactly these rows.
    const selection =
      BULK <= MAX_SELECTED_IDS
        ? { registrationIds: pendingRows.map((r) => Number(r.id)) }
        : {
            updateByStatusFilter: true,
            approvalCutoff: new Date(newestMs + 1000).toISOString(),
          };
    const rssBefore = process.memoryUsage().rss;
    const bulkStart = performance.now();
    const enqueue = await fetch(`${address}/api/events/${event.id}/approvals/status-updates`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': csrfToken },
      body: JSON.stringify({
        idempotencyKey: 'bench-bulk-approval',
        selection: {
          status: 'APPROVED',
          ...selection,
          selectedTab: 'PENDING',
          skipValidationSteps: [],
        },
      }),
    });
    if (enqueue.status !== 202)
      throw new Error(`enqueue answered ${enqueue.status}: ${await enqueue.text()}`);
    const { jobId } = (await enqueue.json()) as { jobId: number };
    const enqueued = performance.now();
    await runPendingJobs(db, createFeatureJobRegistry());
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    const end = performance.now();
    console.log(
      `bulk approval of ${pendingRows.length.toLocaleString('en')} requests: enqueue ${(enqueued - bulkStart).toFixed(0)} ms, worker ${(end - enqueued).toFixed(0)} ms, total ${(end - bulkStart).toFixed(0)} ms (job ${job?.status}, processed ${job?.processed})`,
    );
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    console.log(
      `RSS ${mb(rssBefore)} before the bulk approval, ${mb(process.memoryUsage().rss)} after; peak ${mb(process.resourceUsage().maxRSS * 1024)}`,
    );
  });
});
