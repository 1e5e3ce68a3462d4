/**
 * The event dashboard at scale: N requests (env N, default 1,000,000) on one event (temp PGlite
 * directory, set-based insert: every status, ticket lines, reservations of the approved ones),
 * three ticket types (limited, limited with its sales ended, unlimited), the analytics refresh,
 * a synced revenue integration with DEALS deals (env, default 2,000), JOBS finished jobs of the
 * event (env, default 5,000) and three unfinished ones. Prints the plan of each of the
 * dashboard's reads (EXPLAIN ANALYZE), then GET /dashboard over real HTTP (10 warm-up and 100
 * measured calls, p50/p95) against the goal: p50 under 50 ms.
 * Run: `npx pnpm@10.34.8 --filter @console/api bench:event-dashboard` (N=100000 for a quick run).
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { REVENUE_DASHBOARD_SYNC_CONFIG_ID } from '@console/shared/contract';
import { EVENT_DASHBOARD_API } from '@console/registration-contract';
import { refreshActivityAggregates } from '../src/analytics/aggregates';
import { createFeatureJobRegistry } from '../src/app';
import { APPROVAL_JOB_KIND } from '../src/approvals/job-payload';
import { queryRows, type Db } from '../src/db/client';
import { registrationFlows, ticketTypes } from '../src/db/schema';
import {
  attendanceQuery,
  runningJobsQuery,
  tabCountsQuery,
  ticketUsageQuery,
} from '../src/event-dashboard/reads';
import { integrations, organizationIntegrations } from '../src/integrations/schema';
import { completeSync } from '../src/revenue-dashboard/sync-store';
import { insertApprovalRequests } from '../src/seed/approvals';
import { BENCH_LOGIN, measureGet, runBench, seedBenchOrganizer, serveLoggedIn } from './harness';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const REQUESTS = positive('N', 1_000_000);
const DEALS = positive('DEALS', 2_000);
const JOBS = positive('JOBS', 5_000);
const WARM_UP = 10;
const RUNS = 100;
const DAY = 24 * 60 * 60 * 1000;

/** The event's revenue integration, synced with DEALS deals over the pipeline's stages. */
async function seedSyncedRevenue(db: Db, event: { id: number; organizationId: number }) {
  await db.insert(organizationIntegrations).values({
    organizationId: event.organizationId,
    integrationType: 'SALESFORCE',
    status: 'ENABLE',
  });
  const [integration] = await db
    .insert(integrations)
    .values({
      eventId: event.id,
      integrationType: 'SALESFORCE',
      solutionStatus: 'ENABLE',
      configValues: [{ externalId: REVENUE_DASHBOARD_SYNC_CONFIG_ID, value: 'true' }],
    })
    .returning();
  if (!integration) throw new Error('integration');
  const syncedAt = new Date();
  await db.execute(sql`
    insert into crm_deals (event_id, external_id, name, stage, amount_cents, currency, ticket_type, closed_at, created_at, synced_at)
    select ${event.id}::int, 'deal-' || i, 'Deal ' || i,
      (array['qualifiedtobuy','contractsent','closedwon','closedlost'])[1 + i % 4],
      (1000 + i % 50 * 100) * 100, 'USD', (array['VIP','General'])[1 + i % 2], null,
      now() - make_interval(days => i % 90), ${syncedAt.toISOString()}::timestamptz
    from generate_series(1, ${DEALS}::int) as i`);
  await completeSync(
    db,
    { eventId: event.id, integrationId: integration.id },
    new Date(syncedAt.getTime() - 1000),
    syncedAt,
    [
      { stageId: 'qualifiedtobuy', label: 'Qualified To Buy', outcome: 'OPEN', position: 0 },
      { stageId: 'contractsent', label: 'Contract Sent', outcome: 'OPEN', position: 1 },
      { stageId: 'closedwon', label: 'Closed Won', outcome: 'WON', position: 2 },
      { stageId: 'closedlost', label: 'Closed Lost', outcome: 'LOST', position: 3 },
    ],
  );
}

/** JOBS finished approval jobs of the event and three unfinished (one running). */
async function seedJobs(db: Db, eventId: number) {
  await db.execute(sql`
    insert into jobs (kind, event_id, payload, idempotency_key, status, total, processed, created_at, finished_at)
    select ${APPROVAL_JOB_KIND}, ${eventId}::int, '{}'::jsonb, 'bench-done-' || i, 'COMPLETED', 500, 500,
      now() - make_interval(mins => i), now() - make_interval(mins => i)
    from generate_series(1, ${JOBS}::int) as i
    union all
    select ${APPROVAL_JOB_KIND}, ${eventId}::int, '{}'::jsonb, 'bench-open-' || i,
      case when i = 1 then 'RUNNING' else 'QUEUED' end, 10000, case when i = 1 then 2500 else 0 end,
      now() - make_interval(secs => i), null
    from generate_series(1, 3) as i`);
}

async function explain(db: Db, label: string, query: SQLWrapper) {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain analyze ${query}`);
  console.log(`\n${label}:\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
}

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
      { eventId: event.id, name: 'General', quantity: REQUESTS },
      {
        eventId: event.id,
        name: 'Early bird',
        quantity: REQUESTS,
        priceCents: 4900,
        salesEndAt: new Date(Date.now() - DAY),
      },
      { eventId: event.id, name: 'VIP', quantity: null, priceCents: 9900 },
    ])
    .returning();
  const seedStart = performance.now();
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
  await refreshActivityAggregates(db, event.id);
  await seedSyncedRevenue(db, event);
  await seedJobs(db, event.id);
  // PGlite has no autovacuum: analyze once so the plans see the tables' real sizes.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `seeded ${REQUESTS.toLocaleString('en')} requests, ${DEALS.toLocaleString('en')} deals and ${JOBS.toLocaleString('en')} finished jobs in ${(performance.now() - seedStart).toFixed(0)} ms`,
  );

  const kinds = createFeatureJobRegistry().kindNames();
  await explain(db, 'tab counts', tabCountsQuery(db, event.id, new Date()));
  await explain(db, 'ticket usage', ticketUsageQuery(db, event.id));
  await explain(db, 'attendance', attendanceQuery(db, event.id));
  await explain(db, 'running jobs', runningJobsQuery(db, event.id, kinds));
  console.log('');

  await serveLoggedIn(db, { login: BENCH_LOGIN }, async ({ address, cookie }) => {
    await measureGet(
      'GET dashboard (goal: p50 < 50 ms)',
      `${address}/api${EVENT_DASHBOARD_API.dashboard(event.id)}`,
      cookie,
      WARM_UP,
      RUNS,
    );
  });
});
