/**
 * Abandoned registrations at scale: 1,000,000 rows on one event (temp PGlite directory, one
 * set-based insert), the query plans of a page and its count, then the list endpoint over real
 * HTTP (page 1, page 2 of a flow, a ticket filter, an email search, a deep page; 5 warm-up and 30
 * measured calls each, p50/p95), and a select-all reminder over the cap (refused at once).
 * Run: `npx pnpm@10.34.8 --filter @console/api bench:abandoned`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { registrationFlows, ticketTypes } from '../src/db/schema';
import { abandonedWhere } from '../src/abandoned-registrations/filter';
import { ABANDONED_API } from '@console/people-contract';
import { BENCH_LOGIN, measureGet, runBench, seedBenchOrganizer, serveLoggedIn } from './harness';

const ROWS = 1_000_000;
const WARM_UP = 5;
const RUNS = 30;

runBench(async (db) => {
  const { event } = await seedBenchOrganizer(db);
  const flows = await db
    .insert(registrationFlows)
    .values(['Public', 'VIP', 'Partners'].map((name) => ({ eventId: event.id, name })))
    .returning();
  const tickets = await db
    .insert(ticketTypes)
    .values(['GA', 'VIP', 'Student'].map((name) => ({ eventId: event.id, name })))
    .returning();
  const flowIds = flows.map((f) => f.id);
  const ticketIds = tickets.map((t) => t.id);
  const start = performance.now();
  await db.execute(sql`
    insert into abandoned_registrations (event_id, flow_id, first_name, last_name, email, abandoned_step, tickets, ticket_type_ids, created_at)
    select ${event.id}::int, (${sql.raw(`ARRAY[${flowIds.join(',')}]`)})[1 + i % 3], 'First' || i, 'Last' || i,
      'person' || i || '@bench.example.com', 'Payment',
      jsonb_build_array(jsonb_build_object('ticketTypeId', (${sql.raw(`ARRAY[${ticketIds.join(',')}]`)})[1 + i % 3], 'name', 'T', 'count', 1)),
      array[(${sql.raw(`ARRAY[${ticketIds.join(',')}]`)})[1 + i % 3]],
      now() - make_interval(secs => i)
    from generate_series(1, ${ROWS}::int) i`);
  // PGlite has no autovacuum: vacuum once so counts can use index-only scans.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `inserted ${ROWS.toLocaleString('en')} abandoned registrations in ${(performance.now() - start).toFixed(0)} ms`,
  );

  const plan = async (label: string, query: ReturnType<typeof sql>) => {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${query}`);
    console.log(`${label}:\n  ${rows.map((r) => r['QUERY PLAN']).join('\n  ')}`);
  };
  const where = abandonedWhere(event.id, { flowIds: [flowIds[1] ?? 0] });
  await plan(
    'page of a flow',
    sql`select id from abandoned_registrations where ${where} order by created_at desc nulls last, id desc nulls last limit 20 offset 20`,
  );
  await plan('count of a flow', sql`select count(*) from abandoned_registrations where ${where}`);

  await serveLoggedIn(db, { login: BENCH_LOGIN }, async ({ address, cookie, csrfToken }) => {
    const base = `${address}/api${ABANDONED_API.list(event.id)}`;
    const cases: [string, string][] = [
      ['page 1', '?pageNo=1'],
      ['page 2 of a flow', `?pageNo=2&flowIds=${flowIds[1]}`],
      ['a ticket filter', `?ticketTypeIds=${ticketIds[2]}`],
      ['an email search', '?emailId=person12345@'],
      ['page 2,000', '?pageNo=2000'],
    ];
    for (const [label, query] of cases)
      await measureGet(label, `${base}${query}`, cookie, WARM_UP, RUNS);
    const remindStart = performance.now();
    const response = await fetch(`${address}/api${ABANDONED_API.reminders(event.id)}`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ filter: {} }),
    });
    console.log(
      `select-all reminder over ${ROWS.toLocaleString('en')} rows: ${response.status} in ${(performance.now() - remindStart).toFixed(0)} ms`,
    );
  });
});
