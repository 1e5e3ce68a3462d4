/**
 * Latency of GET /api/events/:eventId/audience-groups on the demo data (6,000 registrants on the
 * main event), over real HTTP on an ephemeral port: 20 warm-up calls, then 200 measured calls.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { events } from '../src/db/schema';
import { MAIN_EVENT_NAME, seedDemo } from '../src/seed/demo';
import { demoLogin } from '../src/seed/demo-logins';
import { loginOverHttp, measureGet, runBench, withTempDb } from './support';

runBench(() =>
  withTempDb(async ({ db }) => {
    const seedStart = performance.now();
    await seedDemo(db);
    console.log(`seeded demo data in ${(performance.now() - seedStart).toFixed(0)} ms`);
    const [main] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.name, MAIN_EVENT_NAME));
    if (!main) throw new Error('demo main event missing');

    const app = await buildApp({ db });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const organizer = demoLogin('organizer');
      const { cookie } = await loginOverHttp(address, organizer.email, organizer.password);
      await measureGet(
        'GET /api/events/:eventId/audience-groups',
        `${address}/api/events/${main.id}/audience-groups`,
        cookie,
        20,
        200,
      );
    } finally {
      await app.close();
    }
  }),
);
