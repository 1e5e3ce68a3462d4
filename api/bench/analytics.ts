/**
 * Analytics at scale: one virtual event with N registrants (default 1,000,000; env N) and about 3
 * activity facts each (set-based inserts, temp PGlite directory), the aggregates refresh, then
 * over real HTTP the reports overview, an embed URL and the dashboard data of Event Summary,
 * Stages, a stage drill-down and the Leaderboard (5 warm-up and 30 measured calls each; p50/p95).
 * Run: `npx pnpm@10.34.8 --filter @console/api bench:analytics` (N=100000 for a quick run).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ANALYTICS_API, EmbedUrlSchema } from '@console/analytics-contract';
import { rolesForEventType } from '@console/shared/contract';
import { refreshActivityAggregates } from '../src/analytics/aggregates';
import { queryRows } from '../src/db/client';
import { booths, registrationFlows, ticketTypes } from '../src/db/schema';
import { insertRegistrants } from '../src/seed/registrants';
import {
  BENCH_LOGIN,
  latencySummary,
  runBench,
  seedBenchOrganizer,
  serveLoggedIn,
  timedCalls,
} from './harness';

const N = Number(process.env.N ?? 1_000_000);
const FACTS_PER_REGISTRANT = 3;
const WARM_UP = 5;
const RUNS = 30;
const DAY_MS = 86_400_000;

/** Kinds and their places; fact g of registrant i is kind (i + g) mod kinds, its place and day from i / 8 and i / 24 (spread independently of the kind). */
const PLACES: Record<string, string[]> = {
  STAGE_VIEW: ['Main Stage', 'Product Stage', 'Workshop Studio'],
  SESSION_VIEW: Array.from({ length: 40 }, (_, i) => `Session ${i + 1}`),
  ROOM_VISIT: ['Coffee Corner', 'Startup Alley', 'Open Discussion'],
  BOOTH_VISIT: ['Acme booth', 'Globex booth', 'Initech booth', 'Hooli booth'],
  MEETING: [''],
  POINTS: ['Stage attendance', 'Quiz answers', 'Chat messages'],
  EMAIL_SENT: ['Agenda announcement', 'Starting soon'],
  EMAIL_OPENED: ['Agenda announcement', 'Starting soon'],
};

const timings: { label: string; summary: string }[] = [];

async function measure(label: string, call: () => Promise<Response>): Promise<void> {
  const once = async () => {
    const response = await call();
    if (!response.ok)
      throw new Error(`${label} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  const times = await timedCalls(once, WARM_UP, RUNS);
  timings.push({ label, summary: latencySummary(times, [50, 95]) });
}

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  await work();
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

runBench(async (db) => {
  const start = new Date(Date.now() - DAY_MS);
  const { event } = await seedBenchOrganizer(db, {
    startDateTime: start,
    endDateTime: new Date(start.getTime() + 2 * DAY_MS + 8 * 3_600_000),
    enableLeaderboard: true,
  });
  const [flow] = await db
    .insert(registrationFlows)
    .values({ eventId: event.id, name: 'Public' })
    .returning();
  const tickets = await db
    .insert(ticketTypes)
    .values(['GA', 'VIP'].map((name) => ({ eventId: event.id, name })))
    .returning();
  await db
    .insert(booths)
    .values(PLACES.BOOTH_VISIT?.map((name) => ({ eventId: event.id, name })) ?? []);
  if (!flow) throw new Error('flow');
  await timed(`inserted ${N.toLocaleString('en')} registrants`, () =>
    insertRegistrants(db, {
      eventId: event.id,
      count: N,
      flows: [{ flowId: flow.id, ticketTypeIds: tickets.map((t) => t.id) }],
      emailDomain: 'bench.example.com',
      roles: rolesForEventType('EVENT'),
    }),
  );
  const kinds = Object.keys(PLACES);
  const kindArray = sql.raw(`ARRAY[${kinds.map((k) => `'${k}'`).join(',')}]`);
  const placeCase = sql.raw(
    `case kind ${kinds
      .map(
        (k) =>
          `when '${k}' then (ARRAY[${(PLACES[k] ?? []).map((p) => `'${p}'`).join(',')}])[1 + (id / 8 + g) % ${PLACES[k]?.length ?? 1}]`,
      )
      .join(' ')} end`,
  );
  await timed(`inserted ${(N * FACTS_PER_REGISTRANT).toLocaleString('en')} facts`, () =>
    db.execute(sql`
      insert into activity_facts (event_id, registration_id, kind, place, occurred_at, quantity)
      select ${event.id}::int, id, kind, ${placeCase},
        ${start.toISOString()}::timestamptz + ((id / 24 + g) % 3) * interval '1 day' + ((id * 37 + g * 101) % 480) * interval '1 minute',
        case when kind in ('STAGE_VIEW', 'SESSION_VIEW', 'ROOM_VISIT', 'BOOTH_VISIT', 'POINTS') then 5 + (id * 13 + g) % 60 else 1 end
      from (
        select r.id, g, (${kindArray})[1 + (r.id + g) % ${kinds.length}] as kind
        from registrations r cross join generate_series(1, ${FACTS_PER_REGISTRANT}) g
        where r.event_id = ${event.id}::int
      ) picked`),
  );
  // PGlite has no autovacuum: vacuum once so counts can use index-only scans.
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  await timed('refresh of the aggregates', () => refreshActivityAggregates(db, event.id));
  const [sizes] = await queryRows<{ daily: number; leaderboard: number }>(
    db,
    sql`select (select count(*) from activity_daily where event_id = ${event.id}::int)::int as daily,
          (select count(*) from leaderboard_points where event_id = ${event.id}::int)::int as leaderboard`,
  );
  console.log(`activity_daily rows: ${sizes?.daily}, leaderboard rows: ${sizes?.leaderboard}`);

  await serveLoggedIn(db, { login: BENCH_LOGIN }, async ({ address, cookie, csrfToken }) => {
    const api = `${address}/api`;
    const post = (path: string, body: object) =>
      fetch(`${api}${path}`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const tokenFor = async (path: string, body: object) => {
      const { url } = EmbedUrlSchema.parse(await (await post(path, body)).json());
      return url.split('/embed/')[1] ?? '';
    };
    await measure('reports overview', () =>
      fetch(`${api}${ANALYTICS_API.reports(event.id)}`, { headers: { cookie } }),
    );
    await measure('embed-url', () =>
      post(ANALYTICS_API.embedUrl(event.id), { dashboard: 'STAGES', boothOwner: false }),
    );
    const dashboards: [string, string, object][] = [
      [
        'EVENT_SUMMARY',
        ANALYTICS_API.embedUrl(event.id),
        { dashboard: 'EVENT_SUMMARY', boothOwner: false },
      ],
      ['STAGES', ANALYTICS_API.embedUrl(event.id), { dashboard: 'STAGES', boothOwner: false }],
      [
        'STAGE_DETAIL',
        ANALYTICS_API.drillDownUrl(event.id),
        { dashboardId: 'STAGE_DETAIL', filters: { place: 'Main Stage' } },
      ],
      [
        'LEADERBOARD',
        ANALYTICS_API.embedUrl(event.id),
        { dashboard: 'LEADERBOARD', boothOwner: false },
      ],
    ];
    for (const [name, path, body] of dashboards) {
      const token = await tokenFor(path, body);
      await measure(`dashboard data ${name}`, () =>
        fetch(`${api}${ANALYTICS_API.embedDashboardData}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    }
  });

  console.log(
    `\n${N.toLocaleString('en')} registrants, x${RUNS} each after ${WARM_UP} warm-up calls:`,
  );
  console.log('| call | latency |\n| --- | --- |');
  for (const { label, summary } of timings) console.log(`| ${label} | ${summary} |`);
});
