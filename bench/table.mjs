#!/usr/bin/env node
/**
 * `pnpm bench:table` (issue #13 item 5): the whole performance table from one command. Runs, one
 * after another, each with its output streamed and BENCH_JSON pointing at one temporary file:
 * (a) bench:scale on PGlite, (b) bench:scale on a throwaway PostgreSQL cluster
 * (api/scripts/with-postgres.sh, its TEST_DATABASE_URL passed as DATABASE_URL, its buffer pool
 * PG_SHARED_BUFFERS, default PGlite's 256MB; SKIP_POSTGRES=1 skips it), (c) `pnpm build` then bench:federation (SKIP_FEDERATION=1 skips it); then prints
 * one markdown table of what they appended (table-format.mjs). Each database is measured at its
 * scale (issue #45): PGlite, the embedded default, at PGLITE_N registrants (default 100,000),
 * PostgreSQL, the production target, at N (bench:scale's default, 1,000,000). RUNS, WARM_UP, BULK
 * and INVITE_ROWS reach bench:scale; bench:federation runs FEDERATION_RUNS cold loads (default its
 * own 5), not RUNS, which sizes the API calls. Exits 1 when a step fails, never for a missed goal.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable } from './table-format.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** PGlite's own scale (docs/performance.md): the registrants of its run unless PGLITE_N says. */
const PGLITE_REGISTRANTS = process.env.PGLITE_N ?? '100000';
/** The cluster's port: not with-postgres.sh's default, which the API tests may be using. */
const POSTGRES_PORT = process.env.PGTEST_PORT ?? '55442';
/**
 * The cluster's buffer pool: the one PGlite serves a data directory from (decision 0022), so both
 * databases read the same pages from memory. PostgreSQL's default, 128 MB, is a development
 * setting; a server is given its pool by its operator.
 */
const SHARED_BUFFERS = process.env.PG_SHARED_BUFFERS ?? '256MB';

/** The pnpm that runs this script, else the packageManager's version through npx. */
function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && path.basename(execPath).includes('pnpm')) return [process.execPath, execPath];
  const { packageManager } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return ['npx', '-y', packageManager];
}

/** process.env with `set` applied; an undefined value removes the variable. */
function envWith(set) {
  const kept = Object.entries(process.env).filter(([name]) => !(name in set));
  const added = Object.entries(set).filter(([, value]) => value !== undefined);
  return Object.fromEntries([...kept, ...added]);
}

function steps(pnpm) {
  const scale = [...pnpm, 'bench:scale'];
  const list = [
    {
      title: 'bench:scale on PGlite',
      argv: scale,
      env: { DATABASE_URL: undefined, N: PGLITE_REGISTRANTS },
    },
  ];
  if (process.env.SKIP_POSTGRES !== '1')
    list.push({
      title: 'bench:scale on PostgreSQL',
      argv: [
        'bash',
        'api/scripts/with-postgres.sh',
        'sh',
        '-c',
        'DATABASE_URL="${TEST_DATABASE_URL:?no PostgreSQL}" exec "$@"',
        'sh',
        ...scale,
      ],
      env: {
        PGTEST_PORT: POSTGRES_PORT,
        PGTEST_OPTIONS: `-c shared_buffers=${SHARED_BUFFERS}`,
        SKIP_POSTGRES_TESTS: undefined,
      },
    });
  if (process.env.SKIP_FEDERATION !== '1')
    list.push(
      { title: 'build', argv: [...pnpm, 'build'], env: {}, needed: true },
      {
        title: 'bench:federation',
        argv: [...pnpm, 'bench:federation'],
        env: { RUNS: process.env.FEDERATION_RUNS },
      },
    );
  return list;
}

function main() {
  const resultsFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-table-')), 'results.jsonl');
  const failed = [];
  for (const step of steps(pnpmCommand())) {
    console.log(`\n=== ${step.title}: ${step.argv.join(' ')}\n`);
    const { status, error } = spawnSync(step.argv[0], step.argv.slice(1), {
      cwd: ROOT,
      stdio: 'inherit',
      env: envWith({ ...step.env, BENCH_JSON: resultsFile }),
    });
    if (status === 0) continue;
    failed.push(step.title);
    console.error(`\n${step.title} failed (${error?.message ?? `exit ${status}`})`);
    if (step.needed) break;
  }
  const records = existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  console.log(`\n=== The whole table (raw results: ${resultsFile})\n`);
  console.log(formatTable(records).join('\n'));
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

main();
