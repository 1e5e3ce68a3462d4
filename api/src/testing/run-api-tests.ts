/**
 * Runs every API suite (`*.test.ts` under src/) on Node's test runner, side by side: it first
 * makes each database template once (databases.ts), then deals the test files into shards,
 * each run by one process (run-shard.ts), TEST_CONCURRENCY processes at once (the machine's
 * cores by default), and prints how long each step took. Arguments, when given, are the test
 * files to run instead of all of them.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { hashPasswordsAtTestCost } from '../auth/password';
import { apiRoot } from '../paths';
import {
  createPostgresTemplate,
  pgliteTemplate,
  pgliteTemplateFile,
  TEMPLATES,
  TEMPLATES_ENV,
} from './databases';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function testFiles(): string[] {
  const src = path.join(apiRoot(), 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('src', file))
    .sort();
}

/** Makes every template once per database, PGlite's and PostgreSQL's side by side. */
async function prepareTemplates(dir: string): Promise<NodeJS.ProcessEnv> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pglite = async () => {
    for (const template of TEMPLATES) {
      const image = await pgliteTemplate(template);
      writeFileSync(pgliteTemplateFile(dir, template), Buffer.from(await image.arrayBuffer()));
    }
  };
  const postgres = async () => {
    if (!adminUrl) return;
    for (const template of TEMPLATES) await createPostgresTemplate(adminUrl, template);
  };
  await Promise.all([pglite(), postgres()]);
  return { [TEMPLATES_ENV]: dir };
}

/** Shards a process runs per core: more shards even out their lengths, fewer load the app less. */
const SHARDS_PER_PROCESS = 3;

/**
 * Deals `files` into `count` shards of about equal length, longest first onto the shortest shard,
 * with a file's size standing in for its duration.
 */
function shard(files: string[], count: number): string[][] {
  const shards = Array.from({ length: Math.min(count, files.length) }, () => ({
    size: 0,
    files: [] as string[],
  }));
  const sized = files.map((file) => ({ file, size: statSync(path.join(apiRoot(), file)).size }));
  for (const { file, size } of sized.sort((a, b) => b.size - a.size)) {
    const shortest = shards.reduce((a, b) => (b.size < a.size ? b : a));
    shortest.files.push(file);
    shortest.size += size;
  }
  return shards.map((s) => s.files.sort());
}

/** Runs each shard in a process of its own, `concurrency` at once; true when every one passed. */
async function runShards(shards: string[][], concurrency: number, env: NodeJS.ProcessEnv) {
  const queue = [...shards];
  let passed = true;
  const worker = async () => {
    for (let files = queue.shift(); files; files = queue.shift()) {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--test-reporter=spec',
          path.join('src', 'testing', 'run-shard.ts'),
          ...files,
        ],
        { cwd: apiRoot(), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      // A shard's lines are printed together when it ends, never between another's.
      const output: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
      const [code] = (await once(child, 'close')) as [number | null];
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) passed = false;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return passed;
}

async function main(): Promise<number> {
  // The demo template's logins are hashed here, at the suites' cost (auth/password.ts).
  hashPasswordsAtTestCost();
  const files = process.argv.length > 2 ? process.argv.slice(2) : testFiles();
  const concurrency = Number(process.env.TEST_CONCURRENCY ?? availableParallelism());
  const dir = mkdtempSync(path.join(tmpdir(), 'console-api-tests-'));
  try {
    const started = performance.now();
    const templates = await prepareTemplates(dir);
    const templatesTook = seconds(started);

    const suitesStarted = performance.now();
    const shards = shard(files, concurrency * SHARDS_PER_PROCESS);
    const passed = await runShards(shards, concurrency, templates);
    console.log(
      `API tests ${passed ? 'passed' : 'FAILED'}: templates ${templatesTook}, ${files.length} files in ${shards.length} shards, ${concurrency} at once, ${seconds(suitesStarted)}; in all ${seconds(started)}`,
    );
    return passed ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
