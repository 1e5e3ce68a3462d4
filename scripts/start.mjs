#!/usr/bin/env node
/**
 * Starts the whole console from built apps: the API (with its embedded database and demo
 * data), the shell on :3000 and every remote on its own origin (:3001-:3005).
 * `pnpm start` builds first; this script only serves. Ctrl+C stops everything.
 *
 * Env: PORT (shell, 3000), API_PORT (4000), DATA_DIR (API database directory),
 * REMOTE_REGISTRY_FILE (a registry document to use instead of the default one).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApp } from './serve-app.mjs';
import demoLogins from '../api/src/seed/demo-logins.json' with { type: 'json' };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHELL_PORT = Number(process.env.PORT ?? 3000);
const API_PORT = Number(process.env.API_PORT ?? 4000);
const API_URL = `http://127.0.0.1:${API_PORT}`;
const REMOTES = {
  'mf-people': 3001,
  'mf-access-control': 3002,
  'mf-approvals': 3003,
  'mf-analytics': 3004,
  'mf-integrations': 3005,
};

const BUILT_ENTRY = { shell: 'index.html' };
for (const app of ['shell', ...Object.keys(REMOTES)]) {
  if (!existsSync(join(root, app, 'dist', BUILT_ENTRY[app] ?? 'remoteEntry.js'))) {
    console.error(
      `${app}/dist is missing: run "pnpm build" first (or use "pnpm start", which builds).`,
    );
    process.exit(1);
  }
}

const children = [];
const servers = [];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  Promise.allSettled(servers.map((s) => s.close())).finally(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitForApi(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${API_URL}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The API did not answer on ${API_URL} within ${timeoutMs / 1000} s`);
}

const api = spawn(process.execPath, ['--import', 'tsx', join(root, 'api', 'src', 'main.ts')], {
  cwd: join(root, 'api'),
  // Request logs stay quiet here (warnings and errors only); LOG_LEVEL=info shows them.
  env: { LOG_LEVEL: 'warn', ...process.env, PORT: String(API_PORT) },
  stdio: 'inherit',
});
children.push(api);
api.on('exit', (code) => {
  console.error(`The API stopped (exit code ${code}).`);
  stopAll(code ?? 1);
});

try {
  await waitForApi();
  for (const [name, port] of Object.entries(REMOTES)) {
    servers.push(await serveApp({ dir: join(root, name, 'dist'), port, cors: true, quiet: true }));
  }
  servers.push(
    await serveApp({
      dir: join(root, 'shell', 'dist'),
      port: SHELL_PORT,
      spaFallback: true,
      apiProxy: API_URL,
      registry: true,
      quiet: true,
    }),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}

console.log(`
Organizer Console is running: http://localhost:${SHELL_PORT}

Demo logins (email / password):
${demoLogins.map((l) => `  ${l.email.padEnd(24)} ${l.password.padEnd(10)}  ${l.description}`).join('\n')}

API docs: http://localhost:${SHELL_PORT}/api/docs   Stop with Ctrl+C.
`);
