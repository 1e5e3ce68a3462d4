#!/usr/bin/env node
/**
 * The test command (`pnpm test`): every check of the repository, on a machine of two cores.
 * It first makes sure PostgreSQL is installed (at once when it is), so that the API suites, the
 * longest phase, start first. Two lanes then take the phases that keep the processor busy: one
 * starts with the API suites (their runner keeps two shard processes going), the other with the
 * build; each then takes the first phase of PHASES that may start (its `after` passed) when the
 * one before it ends, so that neither waits on an order fixed in advance. The two other phases
 * hold no lane: installing Chromium (network), and the e2e tests, which wait on the browser more
 * than on the processor; they run beside the rest as soon as they may.
 * Each phase's output is kept and printed whole when the phase ends, so that the phases' lines
 * never interleave; the first failure stops the run. At the end it prints how long each phase
 * took.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** PostgreSQL for the API suites, before anything else (apt takes one lock: one install at a time). */
const POSTGRESQL = {
  name: 'postgresql',
  command: 'bash scripts/ensure-test-packages.sh postgresql',
};

/** The longest phase: one lane starts with it. */
const API = { name: 'api', command: 'pnpm test:api' };

/** The other phases that keep the processor busy, in the order the lanes take them. */
const PHASES = [
  { name: 'build', command: 'pnpm build' },
  // The unit tests are dealt in three (jest's --shard), so that either lane may take a part.
  { name: 'unit 1/3', command: 'pnpm test:unit --shard=1/3' },
  { name: 'unit 2/3', command: 'pnpm test:unit --shard=2/3' },
  { name: 'unit 3/3', command: 'pnpm test:unit --shard=3/3' },
  { name: 'typecheck', command: 'pnpm typecheck' },
  { name: 'lint', command: 'pnpm lint' },
  { name: 'build tools', command: 'pnpm test:build' },
  { name: 'services', command: 'pnpm test:services' },
];

/** The phases that hold no lane, started as soon as their `after` have passed. */
const BESIDE = [
  { name: 'chromium', command: 'bash scripts/ensure-test-packages.sh chromium' },
  { name: 'e2e', command: 'pnpm test:e2e', after: ['build', 'chromium'] },
];

const logs = mkdtempSync(join(tmpdir(), 'console-test-'));
const started = performance.now();
const results = new Map();
const running = new Set();
/** The phases this run stopped because another failed: their ends are not failures of their own. */
const stopped = new Set();
let failed = false;

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * A lane's phase runs at a lower priority than the phases beside the lanes: the e2e tests wait on
 * a browser and servers with timeouts, and starved of the processor by the suites in the lanes
 * they slowed to a crawl and timed out. The lanes' phases take whatever processor is left.
 */
const LANE_PRIORITY = 'nice -n 10';

function run(phase, { inLane }) {
  const log = join(logs, `${phase.name.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(log);
  const begun = performance.now();
  console.log(`[test] ${phase.name}: started`);
  return new Promise((resolve) => {
    const child = spawn(inLane ? `${LANE_PRIORITY} ${phase.command}` : phase.command, {
      shell: true,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code, signal) => {
      running.delete(child);
      out.end(() => {
        const took = performance.now() - begun;
        const ok = code === 0;
        const interrupted = stopped.has(child);
        results.set(phase.name, { took, ok, interrupted });
        if (interrupted) {
          console.log(`[test] ${phase.name}: stopped, since another phase failed`);
        } else {
          console.log(`\n[test] ---- ${phase.name} (${seconds(took)}) ----`);
          process.stdout.write(readFileSync(log));
          console.log(`[test] ${phase.name}: ${ok ? 'passed' : `FAILED (${signal ?? code})`}`);
        }
        resolve(ok);
      });
    });
  });
}

/**
 * Stops the phases still running, as Ctrl+C would: each runner then stops what it started (the
 * e2e tests their servers, the API suites their PostgreSQL cluster); what is left is killed.
 */
function stopRunning() {
  const children = [...running];
  for (const child of children) {
    stopped.add(child);
    process.kill(-child.pid, 'SIGINT');
  }
  setTimeout(() => {
    for (const child of children) if (running.has(child)) process.kill(-child.pid, 'SIGKILL');
  }, 10_000).unref();
}

/** Resolves when every phase named in `names` has ended; true when all passed. */
async function waitFor(names) {
  while (names.some((name) => !results.has(name)) && !failed) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return names.every((name) => results.get(name)?.ok);
}

/** Runs `phase` once its `after` have passed; a failure stops the run. */
async function runWhenReady(phase, { inLane = false } = {}) {
  if (failed || !(await waitFor(phase.after ?? []))) return;
  if (!(await run(phase, { inLane }))) {
    failed = true;
    stopRunning();
  }
}

const waiting = [...PHASES];
const mayStart = (phase) => (phase.after ?? []).every((name) => results.get(name)?.ok);

/** One lane: runs `first` if given, then takes the first waiting phase that may start. */
async function lane(first) {
  if (first) await runWhenReady(first, { inLane: true });
  while (waiting.length > 0 && !failed) {
    const index = waiting.findIndex(mayStart);
    if (index === -1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    const [phase] = waiting.splice(index, 1);
    await runWhenReady(phase, { inLane: true });
  }
}

await runWhenReady(POSTGRESQL);
// Two lanes: one starts with the API suites, the other with the build.
await Promise.all([...BESIDE.map(runWhenReady), lane(API), lane()]);

console.log('\n[test] phase times:');
for (const phase of [POSTGRESQL, ...BESIDE, API, ...PHASES]) {
  const result = results.get(phase.name);
  const status = !result
    ? 'not run'
    : result.ok
      ? 'passed'
      : result.interrupted
        ? 'stopped'
        : 'FAILED';
  console.log(
    `  ${phase.name.padEnd(14)} ${result ? seconds(result.took).padStart(6) : '     -'}  ${status}`,
  );
}
console.log(`  ${'in all'.padEnd(14)} ${seconds(performance.now() - started).padStart(6)}`);
rmSync(logs, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
