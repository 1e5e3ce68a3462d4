#!/usr/bin/env node
/**
 * The test command (`pnpm test`): every check of the repository, in three lanes side by side.
 * The API suites and the unit tests keep the processor busy the longest, so they start at once;
 * the build starts beside them and the end-to-end tests follow it (they wait on the browser more
 * than on the processor), then the typecheck and lint, which need no other phase.
 * Each phase's output is kept and printed whole when the phase ends, so that the lanes' lines
 * never interleave; the first failure stops the run. At the end it prints how long each phase
 * took.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A phase runs once everything before it in its lane, and its `after`, have passed. */
const LANES = [
  [
    { name: 'test packages', command: 'bash scripts/ensure-test-packages.sh' },
    { name: 'api', command: 'pnpm test:api' },
  ],
  [
    { name: 'build', command: 'pnpm build' },
    { name: 'e2e', command: 'pnpm test:e2e', after: ['test packages'] },
    { name: 'typecheck', command: 'pnpm typecheck' },
    { name: 'lint', command: 'pnpm lint' },
  ],
  [
    { name: 'unit', command: 'pnpm test:unit' },
    { name: 'build tools', command: 'pnpm test:build' },
    { name: 'services', command: 'pnpm test:services' },
  ],
];

const logs = mkdtempSync(join(tmpdir(), 'console-test-'));
const started = performance.now();
const results = new Map();
const running = new Set();
let failed = false;

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function run(phase) {
  const log = join(logs, `${phase.name.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(log);
  const begun = performance.now();
  console.log(`[test] ${phase.name}: started`);
  return new Promise((resolve) => {
    const child = spawn(phase.command, {
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
        results.set(phase.name, { took, ok });
        if (!failed || !signal) {
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
  for (const child of children) process.kill(-child.pid, 'SIGINT');
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

async function runLane(lane) {
  for (const phase of lane) {
    if (failed || !(await waitFor(phase.after ?? []))) return;
    if (!(await run(phase))) {
      failed = true;
      stopRunning();
      return;
    }
  }
}

await Promise.all(LANES.map(runLane));

console.log('\n[test] phase times:');
for (const phase of LANES.flat()) {
  const result = results.get(phase.name);
  const status = !result ? 'not run' : result.ok ? 'passed' : 'FAILED';
  console.log(
    `  ${phase.name.padEnd(14)} ${result ? seconds(result.took).padStart(6) : '     -'}  ${status}`,
  );
}
console.log(`  ${'in all'.padEnd(14)} ${seconds(performance.now() - started).padStart(6)}`);
rmSync(logs, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
