/**
 * Latency of GET /api/events/:eventId/audience-groups and GET .../approvals/summary over real HTTP
 * on an ephemeral port. Without N: the demo data's main event (6,000 registrants), 20 warm-up and
 * 200 measured calls. With env N: the big-dataset event of N registrants (seedBigEvent, a few
 * minutes at 1,000,000), 2 warm-up and RUNS (default 5) measured calls, since a call there may
 * still take seconds.
 */
import { performance } from 'node:perf_hooks';
import { seedBigEvent } from '../src/big-dataset/seed';
import { seedDemo } from '../src/seed/demo';
import { demoLogin } from '../src/seed/demo-logins';
import { demoMainEventId, measureGet, runBench, serveLoggedIn } from './harness';

const BIG = process.env.N === undefined ? null : Number(process.env.N);
if (BIG !== null && (!Number.isInteger(BIG) || BIG < 1))
  throw new Error('N must be a positive integer');
const [WARM_UP, RUNS] = BIG === null ? [20, 200] : [2, Number(process.env.RUNS ?? 5)];

runBench(async (db) => {
  const seedStart = performance.now();
  await seedDemo(db);
  const eventId =
    BIG === null
      ? await demoMainEventId(db)
      : (await seedBigEvent(db, { registrants: BIG })).eventId;
  const what = BIG === null ? 'demo data' : `demo data and ${BIG.toLocaleString('en')} registrants`;
  console.log(`seeded ${what} in ${(performance.now() - seedStart).toFixed(0)} ms`);

  await serveLoggedIn(db, { login: demoLogin('organizer') }, async ({ address, cookie }) => {
    const base = `${address}/api/events/${eventId}`;
    await measureGet(
      'GET /api/events/:eventId/audience-groups',
      `${base}/audience-groups`,
      cookie,
      WARM_UP,
      RUNS,
    );
    await measureGet(
      'GET /api/events/:eventId/approvals/summary',
      `${base}/approvals/summary`,
      cookie,
      WARM_UP,
      RUNS,
    );
  });
});
