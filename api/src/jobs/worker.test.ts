import { it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { JOB_API, JobSchema } from '@console/shared/contract';
import { buildApp } from '../app';
import { describeApi } from '../testing/suite';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login } from '../testing/http';
import { forEachBatch } from './batches';
import { claimJob, STALE_LOCK_MS } from './claim';
import { createJobContext } from './context';
import { GENERIC_JOB_FAILURE_REASON, JobFailure } from './failure';
import { JobRegistry } from './registry';
import { jobs } from './schema';
import { enqueueItems, recordingKind } from './test-kinds';
import { runPendingJobs } from './worker';

describeApi('job registry and worker', buildFixture, (s) => {
  const rowOf = async (id: number) => (await s.db.select().from(jobs).where(eq(jobs.id, id)))[0];
  const enqueue = (kind: string, items: number[]) =>
    enqueueItems(s.db, kind, s.fx.main.id, items, s.fx.userId('owner'));

  it('dispatches a job to the handler its kind registered, with the parsed payload', async () => {
    const seen = recordingKind('TEST_DISPATCH', async () => undefined);
    const other = recordingKind('TEST_NOT_HERE', async () => undefined);
    const registry = new JobRegistry().register(seen);
    const job = await enqueue('TEST_DISPATCH', [1, 2, 3]);
    const elsewhere = await enqueue('TEST_NOT_HERE', [1]);

    expect(await runPendingJobs(s.db, registry)).toBe(1);
    expect(seen.attempts).toHaveLength(1);
    expect(seen.attempts[0]).toMatchObject({
      jobId: job.id,
      eventId: s.fx.main.id,
      payload: { items: [1, 2, 3] },
      total: 3,
      processed: 0,
    });
    expect(await rowOf(job.id)).toMatchObject({ status: 'COMPLETED', error: null, attempts: 1 });
    // A kind this process did not register is left for a worker that runs it.
    expect(other.attempts).toHaveLength(0);
    expect(await rowOf(elsewhere.id)).toMatchObject({ status: 'QUEUED', attempts: 0 });
    await s.db.delete(jobs).where(eq(jobs.id, elsewhere.id));
  });

  it('refuses to register a kind twice', () => {
    const kind = recordingKind('TEST_TWICE', async () => undefined);
    expect(() => new JobRegistry().register(kind).register(kind)).toThrow(/registered twice/);
  });

  it('answers HTTP requests while a job runs, not after its last step', async () => {
    const app = await buildApp({ db: s.db, jobRegistry: new JobRegistry() });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const order: string[] = [];
    const registry = new JobRegistry().register(
      recordingKind('TEST_TURNS', async (job) => {
        const answered = fetch(`${address}/api/health`).then(() => order.push('answered'));
        for (let processed = 1; processed <= 50; processed += 1)
          await job.step(processed, (tx) => tx.select().from(jobs).limit(1));
        order.push('job done');
        await answered;
      }),
    );
    try {
      await enqueue(
        'TEST_TURNS',
        Array.from({ length: 50 }, (_, i) => i),
      );
      await runPendingJobs(s.db, registry);
      expect(order).toEqual(['answered', 'job done']);
    } finally {
      await app.close();
    }
  });

  it('shows the progress each step commits through GET /jobs/:jobId while the job runs', async () => {
    const registry = new JobRegistry();
    const app = await buildApp({ db: s.db, jobRegistry: registry });
    const owner = await login(app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    const seenAfterSteps: unknown[] = [];
    let jobId = 0;
    registry.register(
      recordingKind('TEST_PROGRESS', async (job) => {
        for (const processed of [2, 4, 5]) {
          await job.step(processed, async () => undefined);
          const response = await get(app, `/api${JOB_API.job(s.fx.main.id, jobId)}`, owner);
          seenAfterSteps.push(JobSchema.parse(response.json()));
        }
      }),
    );
    try {
      jobId = (await enqueue('TEST_PROGRESS', [1, 2, 3, 4, 5])).id;
      await runPendingJobs(s.db, registry);
      expect(seenAfterSteps).toEqual(
        [2, 4, 5].map((processed) =>
          expect.objectContaining({ status: 'RUNNING', total: 5, processed }),
        ),
      );
      const done = await get(app, `/api${JOB_API.job(s.fx.main.id, jobId)}`, owner);
      expect(done.json()).toMatchObject({ status: 'COMPLETED', total: 5, processed: 5 });
    } finally {
      await app.close();
    }
  });

  it('ends FAILED with the reason of a JobFailure, without retrying', async () => {
    const kind = recordingKind('TEST_REFUSED', async () => {
      throw new JobFailure('2 of 3 requests were not approved: tickets are sold out.');
    });
    const job = await enqueue('TEST_REFUSED', [1, 2, 3]);
    expect(await runPendingJobs(s.db, new JobRegistry().register(kind))).toBe(1);
    expect(kind.attempts).toHaveLength(1);
    expect(await rowOf(job.id)).toMatchObject({
      status: 'FAILED',
      error: '2 of 3 requests were not approved: tickets are sold out.',
      lockedAt: null,
      finishedAt: expect.any(Date),
    });
  });

  it('retries an unexpected error per the policy, then ends FAILED with a generic reason', async () => {
    const kind = recordingKind('TEST_BROKEN', async () => {
      throw new Error('insert into registrations failed for ada@example.com (duplicate key)');
    });
    const logged: string[] = [];
    const job = await enqueue('TEST_BROKEN', [1]);
    const ran = await runPendingJobs(s.db, new JobRegistry().register(kind), {
      log: (_error, context) => logged.push(context),
    });
    expect(ran).toBe(3);
    expect(kind.attempts).toHaveLength(3);
    expect(logged).toHaveLength(3);
    const row = await rowOf(job.id);
    expect(row).toMatchObject({
      status: 'FAILED',
      error: GENERIC_JOB_FAILURE_REASON,
      attempts: 3,
    });
    expect(row?.error).not.toMatch(/insert|registrations|@|duplicate/);
  });

  it('waits for the backoff before the next attempt', async () => {
    let now = new Date('2031-01-01T00:00:00Z');
    const kind = recordingKind(
      'TEST_BACKOFF',
      async (_job, attempt) => {
        if (attempt === 1) throw new Error('connection reset');
      },
      { retry: { maxAttempts: 2, backoffMs: (attempt) => attempt * 30_000 } },
    );
    const registry = new JobRegistry().register(kind);
    const job = await enqueue('TEST_BACKOFF', [1]);
    const options = { now: () => now };

    expect(await runPendingJobs(s.db, registry, options)).toBe(1);
    expect(await rowOf(job.id)).toMatchObject({ status: 'QUEUED', attempts: 1, error: null });
    now = new Date(now.getTime() + 29_000);
    expect(await runPendingJobs(s.db, registry, options)).toBe(0);
    now = new Date(now.getTime() + 2_000);
    expect(await runPendingJobs(s.db, registry, options)).toBe(1);
    expect(await rowOf(job.id)).toMatchObject({ status: 'COMPLETED', attempts: 2 });
  });

  it('resumes a crashed run after its last committed batch, repeating no item', async () => {
    const handled: number[] = [];
    const kind = recordingKind('TEST_CRASH', async (job) => {
      await forEachBatch(job, job.payload.items, 2, async (_tx, batch) => {
        handled.push(...batch);
      });
    });
    const job = await enqueue('TEST_CRASH', [1, 2, 3, 4, 5, 6]);
    // A worker claims it, commits one batch and dies: the job stays RUNNING under its lock.
    const claimed = await claimJob(s.db, ['TEST_CRASH']);
    if (!claimed) throw new Error('not claimed');
    const dying = createJobContext(s.db, claimed, { items: [1, 2, 3, 4, 5, 6] });
    await dying.step(2, async () => {
      handled.push(1, 2);
    });
    const registry = new JobRegistry().register(kind);
    expect(await runPendingJobs(s.db, registry)).toBe(0);

    await s.db
      .update(jobs)
      .set({ lockedAt: new Date(Date.now() - STALE_LOCK_MS - 1_000) })
      .where(eq(jobs.id, job.id));
    expect(await runPendingJobs(s.db, registry)).toBe(1);
    expect(kind.attempts[0]?.processed).toBe(2);
    expect(handled).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await rowOf(job.id)).toMatchObject({ status: 'COMPLETED', processed: 6, attempts: 2 });
  });

  it('retries after an unexpected error from the last committed batch', async () => {
    const handled: number[] = [];
    const kind = recordingKind('TEST_RETRY_RESUME', async (job, attempt) => {
      await forEachBatch(job, job.payload.items, 2, async (_tx, batch) => {
        if (attempt === 1 && batch.includes(3)) throw new Error('deadlock detected');
        handled.push(...batch);
      });
    });
    const job = await enqueue('TEST_RETRY_RESUME', [1, 2, 3, 4, 5, 6]);
    expect(await runPendingJobs(s.db, new JobRegistry().register(kind))).toBe(2);
    expect(kind.attempts.map((a) => a.processed)).toEqual([0, 2]);
    expect(handled).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await rowOf(job.id)).toMatchObject({ status: 'COMPLETED', processed: 6, attempts: 2 });
  });

  it('does not take over a fresh lock, and fails a job reclaimed more often than allowed', async () => {
    const kind = recordingKind('TEST_RECLAIM', async () => undefined, {
      retry: { maxAttempts: 2, backoffMs: () => 0 },
    });
    const registry = new JobRegistry().register(kind);
    const job = await enqueue('TEST_RECLAIM', [1]);
    await s.db
      .update(jobs)
      .set({ status: 'RUNNING', attempts: 1, lockedAt: new Date() })
      .where(eq(jobs.id, job.id));
    expect(await runPendingJobs(s.db, registry)).toBe(0);

    await s.db
      .update(jobs)
      .set({ attempts: 2, lockedAt: new Date(Date.now() - STALE_LOCK_MS - 1_000) })
      .where(eq(jobs.id, job.id));
    expect(await runPendingJobs(s.db, registry)).toBe(1);
    expect(kind.attempts).toHaveLength(0);
    expect(await rowOf(job.id)).toMatchObject({
      status: 'FAILED',
      error: GENERIC_JOB_FAILURE_REASON,
      attempts: 3,
    });
  });
});
