/**
 * Latency of GET /api/events/:eventId/audience-groups on the demo data (6,000 registrants on the
 * main event), over real HTTP on an ephemeral port: 20 warm-up calls, then 200 measured calls.
 */
import { performance } from 'node:perf_hooks';
import { seedDemo } from '../src/seed/demo';
import { demoLogin } from '../src/seed/demo-logins';
import { demoMainEventId, measureGet, runBench, serveLoggedIn } from './harness';

runBench(async (db) => {
  const seedStart = performance.now();
  await seedDemo(db);
  console.log(`seeded demo data in ${(performance.now() - seedStart).toFixed(0)} ms`);
  const mainId = await demoMainEventId(db);

  await serveLoggedIn(db, { login: demoLogin('organizer') }, async ({ address, cookie }) => {
    await measureGet(
      'GET /api/events/:eventId/audience-groups',
      `${address}/api/events/${mainId}/audience-groups`,
      cookie,
      20,
      200,
    );
  });
});
