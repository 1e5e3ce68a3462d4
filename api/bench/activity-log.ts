/**
 * The activity log at scale (issue #46: "fast at millions of entries"): N entries
 * (ACTIVITY_LOG_BENCH_N, default 2,000,000) on one event, a second per entry back from now,
 * spread over the 12 areas and 50 people, with a rare word in one entry of 100,000, and as many on
 * another event beside it; then each read of the page over real HTTP, 3 warm-up and 20 measured
 * calls: p50/p95 (goals as the people lists': a page or count 50 ms, a search 100 ms at p95).
 * On DATABASE_URL's PostgreSQL when it is set (runBench), else on PGlite.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ACTIVITY_AREAS, ACTIVITY_LOG_API } from '@console/activity-log-contract';
import { queryRows, type Db } from '../src/db/client';
import { events, users } from '../src/db/schema';
import { BENCH_LOGIN, measureGet, runBench, seedBenchOrganizer, serveLoggedIn } from './harness';

const N = Number(process.env.ACTIVITY_LOG_BENCH_N ?? 2_000_000);
const PEOPLE = 50;
const CHUNK = 250_000;
const RARE_EVERY = 100_000;
const WARM_UP = 3;
const RUNS = 20;

/** `count` entries of `eventId` by `actorIds`, the newest now, in chunks (one statement each). */
async function insertEntries(db: Db, eventId: number, actorIds: readonly number[], count: number) {
  const areas = sql.raw(`array[${ACTIVITY_AREAS.map((a) => `'${a}'`).join(',')}]`);
  const actors = sql.raw(`array[${actorIds.join(',')}]`);
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await db.execute(sql`
      insert into activity_log (event_id, occurred_at, actor_user_id, actor_name, area, action,
        target_type, target_id, target_label, summary, before, after, search_text)
      select ${eventId}, now() - make_interval(secs => ${count} - g),
        (${actors})[1 + g % ${actorIds.length}], 'Person ' || (g % ${actorIds.length}),
        (${areas})[1 + g % ${ACTIVITY_AREAS.length}], 'bench.changed', 'ticket-type',
        (g % 1000)::text, label, summary, '{"quantity": 10}'::jsonb, '{"quantity": 20}'::jsonb,
        lower(summary || ' ' || 'Person ' || (g % ${actorIds.length}) || ' ' || label)
      from generate_series(${from}::int, ${to}::int) g,
        lateral (select 'Ticket ' || (g % 1000) as label) l,
        lateral (select case when g % ${RARE_EVERY} = 0 then 'Edited zebra ' || label
          else 'Edited ticket ' || label end as summary) s`);
  }
}

runBench(async (db) => {
  const { user, event } = await seedBenchOrganizer(db);
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: PEOPLE - 1 }, (_, i) => ({
        organizationId: user.organizationId,
        email: `person${i}@bench.example.com`,
        firstName: 'Person',
        lastName: String(i),
        passwordHash: user.passwordHash,
      })),
    )
    .returning({ id: users.id });
  const actorIds = [user.id, ...people.map((p) => p.id)];
  const [other] = await db
    .insert(events)
    .values({ ...event, id: undefined, name: 'Another bench event' })
    .returning({ id: events.id });
  if (!other) throw new Error('the other event');

  let start = performance.now();
  await insertEntries(db, event.id, actorIds, N);
  await insertEntries(db, other.id, actorIds, N);
  console.log(
    `inserted ${(2 * N).toLocaleString('en')} entries (two events) in ${(performance.now() - start).toFixed(0)} ms`,
  );
  start = performance.now();
  await db.execute(sql`vacuum analyze activity_log`);
  console.log(`vacuum analyze in ${(performance.now() - start).toFixed(0)} ms`);
  const [middle] = await queryRows<{ from: string; to: string }>(
    db,
    sql`select (now() - make_interval(secs => ${Math.floor(N / 2)}))::text as "from",
      (now() - make_interval(secs => ${Math.floor(N / 2) - 3600}))::text as "to"`,
  );
  if (!middle) throw new Error('no window');
  const iso = (text: string) => encodeURIComponent(new Date(text).toISOString());

  await serveLoggedIn(db, { login: BENCH_LOGIN }, async ({ address, cookie }) => {
    const list = `${address}/api${ACTIVITY_LOG_API.list(event.id)}`;
    const cases: [string, string][] = [
      ['page 1', ''],
      ['deepest page (offset 9,980)', '?offset=9980'],
      ['area TICKETING', '?area=TICKETING'],
      ['one person', `?actorUserId=${actorIds[7]}`],
      ['one person in one area', `?actorUserId=${actorIds[7]}&area=SCHEDULE`],
      ['an hour in the middle', `?from=${iso(middle.from)}&to=${iso(middle.to)}`],
      ['search "ticket 42" (common)', '?search=ticket%2042'],
      [`search "zebra" (1 in ${RARE_EVERY.toLocaleString('en')})`, '?search=zebra'],
    ];
    for (const [label, query] of cases)
      await measureGet(`GET log ${label}`, list + query, cookie, WARM_UP, RUNS);
    await measureGet(
      'GET log people',
      `${address}/api${ACTIVITY_LOG_API.people(event.id)}`,
      cookie,
      WARM_UP,
      RUNS,
    );
  });
});
