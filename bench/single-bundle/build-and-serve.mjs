/**
 * Builds and serves the single bundle for e2e/scripts/bench-federation.mjs: built with the
 * shell's webpack CLI, served by scripts/serve-app.mjs in its own process as start.mjs serves the
 * shell (same headers, same /api proxy to the API the federated console uses).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const root = join(HERE, '..', '..');
const PRODUCT_APPS = [
  'shell',
  'mf-people',
  'mf-access-control',
  'mf-approvals',
  'mf-analytics',
  'mf-integrations',
  'mf-registration',
  'mf-event-setup',
];
const API_URL = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
// The shell's CSP names the analytics service's frames (start.mjs sets the same).
const EMBED_ORIGINS =
  process.env.CONSOLE_EMBED_ORIGINS ?? `http://localhost:${process.env.ANALYTICS_PORT ?? 3006}`;

/**
 * Builds the single bundle unless its last build (a stamp file written after it) is newer than
 * every product dist. Webpack leaves unchanged files untouched, so a directory's own mtime (a
 * file added or removed) tells when its build last changed, not index.html's.
 */
export function buildSingleBundle() {
  const productDists = PRODUCT_APPS.map((app) => join(root, app, 'dist'));
  const missing = productDists.find((dir) => !existsSync(dir));
  if (missing) throw new Error(`${missing} is missing: run "pnpm build" first.`);
  const productBuiltAt = Math.max(...productDists.map((dir) => statSync(dir).mtimeMs));
  const stamp = join(HERE, 'dist', '.built');
  const fresh = existsSync(stamp) && statSync(stamp).mtimeMs >= productBuiltAt;
  if (fresh && !process.env.BENCH_REBUILD) return;
  console.log('Building the single bundle (bench/single-bundle/dist)…');
  const requireFromShell = createRequire(join(root, 'shell', 'package.json'));
  const cli = join(requireFromShell.resolve('webpack-cli/package.json'), '..', 'bin', 'cli.js');
  const result = spawnSync(
    process.execPath,
    [cli, '--config', join(HERE, 'webpack.config.js'), '--stats', 'errors-warnings'],
    { cwd: join(root, 'shell'), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The single bundle did not build.');
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

/** Serves the single bundle as start.mjs serves the shell; answers an async stop function. */
export async function serveSingleBundle(port) {
  const base = `http://localhost:${port}`;
  const child = spawn(
    process.execPath,
    [join(root, 'scripts', 'serve-app.mjs'), join(HERE, 'dist'), '--port', String(port), '--shell'],
    {
      env: { ...process.env, API_URL, CONSOLE_EMBED_ORIGINS: EMBED_ORIGINS },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answered = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return stop;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The single bundle's server did not answer on ${base}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
