/**
 * Scale-out: two API processes (src/main.ts, each with its worker) on one PostgreSQL share the
 * queued jobs; every job is claimed once and every request is changed once. Runs where
 * TEST_DATABASE_URL names a PostgreSQL server (the test command starts one); PGlite is one process.
 */
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { and, count, eq, inArray } from 'drizzle-orm';
import { registrations } from '../db/schema';
import { approvalHistory } from '../approvals/schema';
import { approvalEvent } from '../approvals/approvals-fixture';
import { APPROVAL_JOB_KIND } from '../approvals/job-payload';
import type { DbHandle } from '../db/client';
import { buildFixture, type Fixture } from '../testing/fixture';
import { createThrowawayPostgres } from '../testing/databases';
import { enqueueJob } from './enqueue';
import { jobs } from './schema';

const adminUrl = process.env.TEST_DATABASE_URL;
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const JOBS = 40;
const REQUESTS_PER_JOB = 25;

async function startApi(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API on ${port} did not start`);
}

describe(
  'two API processes on one PostgreSQL',
  { skip: !adminUrl && 'needs TEST_DATABASE_URL' },
  () => {
    let db: DbHandle & { url: string };
    let fx: Fixture;
    const apis: ChildProcess[] = [];

    before(async () => {
      db = await createThrowawayPostgres(adminUrl ?? '');
      // Data first: an API that finds an empty database seeds the demo, which this test does not need.
      fx = await buildFixture(db.db);
      apis.push(await startApi(db.url, 4611), await startApi(db.url, 4612));
    });

    after(async () => {
      for (const api of apis) {
        api.kill('SIGTERM');
        if (api.exitCode === null) await once(api, 'exit');
      }
      await db.close();
    });

    it('share the queued jobs, each claimed once, each request changed once', async () => {
      const { event, add } = await approvalEvent(db.db, fx);
      const ids: number[] = [];
      for (let i = 0; i < JOBS * REQUESTS_PER_JOB; i += 1)
        ids.push((await add({ status: 'PENDING' })).id);
      for (let j = 0; j < JOBS; j += 1) {
        const batch = ids.slice(j * REQUESTS_PER_JOB, (j + 1) * REQUESTS_PER_JOB);
        await enqueueJob(db.db, {
          kind: APPROVAL_JOB_KIND,
          eventId: event.id,
          idempotencyKey: `two-processes-${j}`,
          payload: {
            action: 'REJECTED',
            registrationIds: batch,
            skipValidationSteps: [],
            byUserId: fx.userId('owner'),
          },
          total: batch.length,
          createdBy: fx.userId('owner'),
        });
      }

      const deadline = Date.now() + 90_000;
      let rows = await db.db.select().from(jobs).where(eq(jobs.eventId, event.id));
      while (rows.some((r) => r.status !== 'COMPLETED') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        rows = await db.db.select().from(jobs).where(eq(jobs.eventId, event.id));
      }
      expect(rows.map((r) => r.status)).toEqual(Array(JOBS).fill('COMPLETED'));
      expect(rows.every((r) => r.attempts === 1 && r.processed === REQUESTS_PER_JOB)).toBe(true);
      // Both processes worked: the claims name two workers.
      expect(new Set(rows.map((r) => r.claimedBy)).size).toBe(2);

      const rejected = await db.db
        .select({ n: count() })
        .from(registrations)
        .where(and(inArray(registrations.id, ids), eq(registrations.status, 'REJECTED')));
      expect(rejected[0]?.n).toBe(ids.length);
      const history = await db.db
        .select({ registrationId: approvalHistory.registrationId, n: count() })
        .from(approvalHistory)
        .where(inArray(approvalHistory.registrationId, ids))
        .groupBy(approvalHistory.registrationId);
      expect(history).toHaveLength(ids.length);
      expect(history.every((h) => h.n === 1)).toBe(true);
    });
  },
);
