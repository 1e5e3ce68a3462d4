import { describe, it } from 'node:test';
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
import type { JobContext } from './job-kind';
import { JobRegistry } from './registry';
import { resumeJob } from './resume';
import { jobs } from './schema';
import { enqueueItems, ItemsPayloadSchema, recordingKind, type ItemsPayload } from './test-kinds';
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
      .set({ status: 'RUNNING', attempts: 1, countedAttempts: 1, lockedAt: new Date() })
      .where(eq(jobs.id, job.id));
    expect(await runPendingJobs(s.db, registry)).toBe(0);

    await s.db
      .update(jobs)
      .set({
        attempts: 2,
        countedAttempts: 2,
        lockedAt: new Date(Date.now() - STALE_LOCK_MS - 1_000),
      })
      .where(eq(jobs.id, job.id));
    expect(await runPendingJobs(s.db, registry)).toBe(1);
    expect(kind.attempts).toHaveLength(0);
    expect(await rowOf(job.id)).toMatchObject({
      status: 'FAILED',
      error: GENERIC_JOB_FAILURE_REASON,
      attempts: 3,
    });
  });

  describe('attempts count only when the attempt before committed no progress', () => {
    // The worker's clock, moved past the stale-lock delay before each claim: a crashed run's
    // lock (renewed by its steps at the real time) is stale at the next claim.
    let clock = Date.now();
    // Never behind the real time: a step renews the lock at the real time, which runs on while
    // other suites of the shard run.
    const later = () => new Date((clock = Math.max(clock, Date.now()) + STALE_LOCK_MS + 1_000));

    /** A worker claims the job, commits `steps` more items (one step each) and is killed. */
    async function killedAfter(kind: string, steps: number) {
      const claimed = await claimJob(s.db, [kind], later());
      if (!claimed) throw new Error(`${kind} not claimed`);
      const dying = createJobContext(s.db, claimed, ItemsPayloadSchema.parse(claimed.payload));
      for (let step = 1; step <= steps; step += 1)
        await dying.step(claimed.processed + step, async () => undefined);
      return claimed;
    }

    const oneByOne = (handled: number[]) => async (job: JobContext<ItemsPayload>) => {
      await forEachBatch(job, job.payload.items, 1, async (_tx, batch) => {
        handled.push(...batch);
      });
    };

    it('ends COMPLETED after 5 reclaims, each after a committed step, with 3 attempts allowed', async () => {
      const handled: number[] = [];
      const kind = recordingKind('TEST_KILLED_MOVING', oneByOne(handled), {
        retry: { maxAttempts: 3, backoffMs: () => 0 },
      });
      const job = await enqueue('TEST_KILLED_MOVING', [1, 2, 3, 4, 5, 6, 7]);
      const counted: number[] = [];
      for (let kill = 1; kill <= 5; kill += 1)
        counted.push((await killedAfter('TEST_KILLED_MOVING', 1)).countedAttempts);
      expect(counted).toEqual([1, 1, 1, 1, 1]);
      expect(await rowOf(job.id)).toMatchObject({ status: 'RUNNING', processed: 5, attempts: 5 });

      expect(await runPendingJobs(s.db, new JobRegistry().register(kind), { now: later })).toBe(1);
      expect(kind.attempts.map((a) => a.processed)).toEqual([5]);
      expect(handled).toEqual([6, 7]);
      expect(await rowOf(job.id)).toMatchObject({
        status: 'COMPLETED',
        error: null,
        processed: 7,
        attempts: 6,
        countedAttempts: 1,
      });
    });

    it('ends FAILED once reclaimed maxAttempts times without progress, progress before it credited', async () => {
      const handled: number[] = [];
      const kind = recordingKind('TEST_KILLED_STUCK', oneByOne(handled), {
        retry: { maxAttempts: 3, backoffMs: () => 0 },
      });
      const logged: string[] = [];
      const job = await enqueue('TEST_KILLED_STUCK', [1, 2, 3, 4]);
      const counted = [(await killedAfter('TEST_KILLED_STUCK', 1)).countedAttempts];
      for (let kill = 1; kill <= 3; kill += 1)
        counted.push((await killedAfter('TEST_KILLED_STUCK', 0)).countedAttempts);
      // The second claim follows progress (free); the next two follow none.
      expect(counted).toEqual([1, 1, 2, 3]);

      const ran = await runPendingJobs(s.db, new JobRegistry().register(kind), {
        now: later,
        log: (_error, context) => logged.push(context),
      });
      expect(ran).toBe(1);
      expect(kind.attempts).toHaveLength(0);
      expect(handled).toEqual([]);
      expect(logged).toEqual([
        `job ${job.id} (TEST_KILLED_STUCK) was reclaimed too often without progress`,
      ]);
      expect(await rowOf(job.id)).toMatchObject({
        status: 'FAILED',
        error: GENERIC_JOB_FAILURE_REASON,
        processed: 1,
        attempts: 5,
        countedAttempts: 4,
        lockedAt: null,
      });
    });

    it('resumes a job that ran out of attempts from its last step, with fresh attempts; not one failed for a reason', async () => {
      const handled: number[] = [];
      const kind = recordingKind('TEST_RESUMED', oneByOne(handled), {
        retry: { maxAttempts: 1, backoffMs: () => 0 },
      });
      const registry = new JobRegistry().register(kind);
      const job = await enqueue('TEST_RESUMED', [1, 2, 3]);
      await killedAfter('TEST_RESUMED', 1);
      await killedAfter('TEST_RESUMED', 0);
      await runPendingJobs(s.db, registry, { now: later });
      expect(await rowOf(job.id)).toMatchObject({ status: 'FAILED', processed: 1 });

      const resumed = await resumeJob(s.db, job.id);
      expect(resumed).toMatchObject({
        status: 'QUEUED',
        error: null,
        finishedAt: null,
        processed: 1,
        processedAtClaim: 1,
        countedAttempts: 0,
      });
      // Requeued once: a second resume finds nothing to change.
      expect(await resumeJob(s.db, job.id)).toBeNull();
      expect(await runPendingJobs(s.db, registry, { now: later })).toBe(1);
      expect(handled).toEqual([2, 3]);
      expect(await rowOf(job.id)).toMatchObject({ status: 'COMPLETED', processed: 3 });
      expect(await resumeJob(s.db, job.id)).toBeNull();

      const refused = await enqueue('TEST_REFUSED_FINAL', [1]);
      await runPendingJobs(
        s.db,
        new JobRegistry().register(
          recordingKind('TEST_REFUSED_FINAL', async () => {
            throw new JobFailure('tickets are sold out.');
          }),
        ),
      );
      expect(await resumeJob(s.db, refused.id)).toBeNull();
      expect(await rowOf(refused.id)).toMatchObject({
        status: 'FAILED',
        error: 'tickets are sold out.',
      });
    });

    it('retries an error that follows a committed step without using an attempt', async () => {
      const kind = recordingKind(
        'TEST_ERRORS_MOVING',
        async (job) => {
          const processed = job.processed + 1;
          await job.step(processed, async () => undefined);
          if (processed < job.total) throw new Error('connection reset');
        },
        { retry: { maxAttempts: 2, backoffMs: () => 0 } },
      );
      const job = await enqueue('TEST_ERRORS_MOVING', [1, 2, 3, 4, 5]);
      expect(await runPendingJobs(s.db, new JobRegistry().register(kind))).toBe(5);
      expect(kind.attempts.map((a) => a.processed)).toEqual([0, 1, 2, 3, 4]);
      expect(await rowOf(job.id)).toMatchObject({
        status: 'COMPLETED',
        processed: 5,
        attempts: 5,
        countedAttempts: 1,
      });
    });
  });
});
