/**
 * Latency of GET /api/events/:eventId/audience-groups on the demo data (6,000 registrants on the
 * main event), over real HTTP on an ephemeral port: 20 warm-up calls, then 200 measured calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDb } from '../src/db/client';
import { events } from '../src/db/schema';
import { MAIN_EVENT_NAME, seedDemo } from '../src/seed/demo';
import { demoLogin } from '../src/seed/demo-logins';

const WARM_UP = 20;
const RUNS = 200;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-bench-'));
  const handle = openDb({ dataDir });
  try {
    await handle.migrate();
    const seedStart = performance.now();
    await seedDemo(handle.db);
    console.log(`seeded demo data in ${(performance.now() - seedStart).toFixed(0)} ms`);
    const [main] = await handle.db.select({ id: events.id }).from(events).where(eq(events.name, MAIN_EVENT_NAME));
    if (!main) throw new Error('demo main event missing');

    const app = await buildApp({ db: handle.db });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const organizer = demoLogin('organizer');
      const loginResponse = await fetch(`${address}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: organizer.email, password: organizer.password }),
      });
      const cookie = loginResponse.headers.getSetCookie()[0]?.split(';')[0];
      if (!loginResponse.ok || !cookie) throw new Error(`login failed: ${loginResponse.status}`);

      const url = `${address}/api/events/${main.id}/audience-groups`;
      const call = async () => {
        const response = await fetch(url, { headers: { cookie } });
        if (!response.ok) throw new Error(`groups answered ${response.status}`);
        await response.arrayBuffer();
      };
      for (let i = 0; i < WARM_UP; i += 1) await call();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const start = performance.now();
        await call();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const fmt = (n: number) => n.toFixed(2);
      console.log(
        `GET /api/events/:eventId/audience-groups x${RUNS}: p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms, max ${fmt(times.at(-1) ?? NaN)} ms`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
