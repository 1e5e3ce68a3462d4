/**
 * Approvals at scale: N requests (env N, default 100,000; the goal is set at 1,000,000) on one
 * event (temp PGlite directory, set-based insert), the list endpoint over real HTTP (page 1, a deep
 * offset, a search, a flow filter) and the counts summary (10 warm-up and 100 measured calls each,
 * p50/p95), then a bulk approval of BULK requests (env, default 10,000) end to end (enqueue +
 * the worker of main.ts until the job ends; the process's RSS before and after it, and its peak,
 * seed included). Up to 10,000 (the most ids a selection may name) the selection names the ids;
 * beyond, it is a select-all of the PENDING tab whose approvalCutoff keeps just the BULK oldest
 * pending requests (bulk-approval.ts).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { registrationFlows, ticketTypes } from '../src/db/schema';
import { insertApprovalRequests } from '../src/seed/approvals';
import { bulkApprovalLine, oldestApprovablePending, timeBulkApproval } from './bulk-approval';
import { BENCH_LOGIN, measureGet, runBench, seedBenchOrganizer, serveLoggedIn } from './harness';

const REQUESTS = Number(process.env.N ?? 100_000);
if (!Number.isInteger(REQUESTS) || REQUESTS < 1) throw new Error(`N must be a positive integer`);
const BULK = Number(process.env.BULK ?? 10_000);
if (!Number.isInteger(BULK) || BULK < 1) throw new Error(`BULK must be a positive integer`);
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

  const worker = (error: unknown) => console.error(error);
  await serveLoggedIn(db, { login: BENCH_LOGIN, worker }, async (served) => {
    const { address, cookie } = served;
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

    const pending = await oldestApprovablePending(db, event.id, BULK);
    const rssBefore = process.memoryUsage().rss;
    console.log(bulkApprovalLine(await timeBulkApproval(served, event.id, pending)));
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    console.log(
      `RSS ${mb(rssBefore)} before the bulk approval, ${mb(process.memoryUsage().rss)} after; peak ${mb(process.resourceUsage().maxRSS * 1024)}`,
    );
  });
});
