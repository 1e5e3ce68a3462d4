/**
 * A chore runs once an interval between every API process (chore-runs.ts): a run is claimed
 * before it starts, refused while another holds it or before its interval has passed since the
 * last start, taken over when a dead process's lease ends; eight claims at once (eight
 * connections on PostgreSQL) make one run.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { CHORE_LEASE_MS, claimChoreRun, endChoreRun } from './chore-runs';
import type { Chore } from './job-kind';
import { JobRegistry } from './registry';
import { runDueChores, type ChoreClock } from './worker';

const EVERY_MS = 60_000;
const T0 = new Date('2030-01-01T10:00:00.000Z');
const after = (ms: number) => new Date(T0.getTime() + ms);

/** A chore that counts its runs, named for its test: each test claims runs of its own. */
function countingChore(name: string, run: () => Promise<void> = async () => undefined) {
  const chore: Chore & { runs: number } = {
    name,
    everyMs: EVERY_MS,
    runs: 0,
    async run() {
      chore.runs += 1;
      await run();
    },
  };
  return chore;
}

describeApi('chore runs between API processes', nothingToPrepare, (s) => {
  it('claims a run when due, refuses it while held or before its interval, then claims again', async () => {
    const chore = countingChore('test.interval');
    expect(await claimChoreRun(s.db, chore, T0)).toBe(true);
    // Held: no other process starts it, even past its interval.
    expect(await claimChoreRun(s.db, chore, T0)).toBe(false);
    expect(await claimChoreRun(s.db, chore, after(EVERY_MS))).toBe(false);
    await endChoreRun(s.db, chore, T0);
    // Ended, but its interval since the start has not passed.
    expect(await claimChoreRun(s.db, chore, after(EVERY_MS - 1))).toBe(false);
    expect(await claimChoreRun(s.db, chore, after(EVERY_MS))).toBe(true);
  });

  it('lets another process take over a run whose process died, once its lease has ended', async () => {
    const chore = countingChore('test.lease');
    expect(await claimChoreRun(s.db, chore, T0)).toBe(true);
    expect(await claimChoreRun(s.db, chore, after(CHORE_LEASE_MS - 1))).toBe(false);
    expect(await claimChoreRun(s.db, chore, after(CHORE_LEASE_MS))).toBe(true);
    // The late end of the dead run does not free the run that took over.
    await endChoreRun(s.db, chore, T0);
    expect(await claimChoreRun(s.db, chore, after(CHORE_LEASE_MS + EVERY_MS))).toBe(false);
  });

  it('makes one run of eight claims at once', async () => {
    const chore = countingChore('test.at-once');
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimChoreRun(s.db, chore, T0)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('runs each due chore once between two workers, and a failed run is tried again after its interval', async () => {
    const errors: string[] = [];
    const steady = countingChore('test.steady');
    let failing = true;
    const flaky = countingChore('test.flaky', async () => {
      if (failing) throw new Error('the service is down');
    });
    const registry = new JobRegistry().registerChore(steady).registerChore(flaky);
    const workers: ChoreClock[] = [new Map(), new Map()];
    const look = (worker: ChoreClock, now: Date) =>
      runDueChores(
        s.db,
        registry,
        { now: () => now, log: (_error, context) => errors.push(context) },
        worker,
      );

    for (const worker of workers) await look(worker, T0);
    expect([steady.runs, flaky.runs]).toEqual([1, 1]);
    expect(errors).toEqual(['chore test.flaky failed']);

    failing = false;
    expect(await look(workers[1] ?? new Map(), after(EVERY_MS / 2))).toEqual([]);
    expect(await look(workers[1] ?? new Map(), after(EVERY_MS))).toEqual([
      'test.steady',
      'test.flaky',
    ]);
    expect(await look(workers[0] ?? new Map(), after(EVERY_MS))).toEqual([]);
    expect([steady.runs, flaky.runs]).toEqual([2, 2]);
  });

  it('runs a chore with no interval at every look of every worker, claiming nothing', async () => {
    const everyTick = countingChore('test.every-tick');
    delete everyTick.everyMs;
    const registry = new JobRegistry().registerChore(everyTick);
    for (const worker of [new Map(), new Map(), new Map()])
      expect(await runDueChores(s.db, registry, { now: () => T0 }, worker)).toEqual([
        'test.every-tick',
      ]);
    expect(everyTick.runs).toBe(3);
    expect(await claimChoreRun(s.db, { ...everyTick, everyMs: EVERY_MS }, T0)).toBe(true);
  });
});
