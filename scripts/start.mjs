#!/usr/bin/env node
/**
 * Starts the whole console from built apps: the API (with its embedded database and demo
 * data), the shell on :3000, every remote on its own origin (:3001-:3005), the analytics
 * service that renders embedded dashboards (:3006) and the demo CRM the revenue dashboard
 * syncs from (:3007). `pnpm start` builds first; this script only serves. Ctrl+C stops everything.
 *
 * Env: PORT (shell, 3000), API_PORT (4000), ANALYTICS_PORT (3006), CRM_DEMO_PORT (3007),
 * DATA_DIR (API database directory), REMOTE_REGISTRY_FILE (a registry document to use instead
 * of the default one). The embed tokens' signing secret is made afresh on every start and
 * handed to the API and the analytics service only.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { serveApp } from './serve-app.mjs';
import demoLogins from '../api/src/seed/demo-logins.json' with { type: 'json' };

/** Each remote's port, as the default registry names them. */
const { REMOTE_PORTS: REMOTES } = createRequire(import.meta.url)('../tools/build/src/registry.cjs');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHELL_PORT = Number(process.env.PORT ?? 3000);
const API_PORT = Number(process.env.API_PORT ?? 4000);
const API_URL = `http://127.0.0.1:${API_PORT}`;
const ANALYTICS_PORT = Number(process.env.ANALYTICS_PORT ?? 3006);
const CRM_DEMO_PORT = Number(process.env.CRM_DEMO_PORT ?? 3007);
const CONSOLE_ORIGIN = `http://localhost:${SHELL_PORT}`;
const ANALYTICS_ORIGIN = `http://localhost:${ANALYTICS_PORT}`;
const EMBED_SECRET = randomBytes(32).toString('base64url');
// The shell's Content-Security-Policy lets the analytics service's dashboards into frames.
process.env.CONSOLE_EMBED_ORIGINS ??= ANALYTICS_ORIGIN;

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

async function waitForHealth(name, healthUrl, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(healthUrl);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not answer on ${healthUrl} within ${timeoutMs / 1000} s`);
}

/** Runs a TypeScript service of the repo under tsx; its exit stops the console. */
function startService(name, dir, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, dir, 'src', 'main.ts')], {
    cwd: join(root, dir),
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  children.push(child);
  child.on('exit', (code) => {
    console.error(`${name} stopped (exit code ${code}).`);
    stopAll(code ?? 1);
  });
  return child;
}

startService('The demo CRM', 'crm-demo', { PORT: String(CRM_DEMO_PORT) });
startService('The API', 'api', {
  // Request logs stay quiet here (warnings and errors only); LOG_LEVEL=info shows them.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  PORT: String(API_PORT),
  // The shell's server proxies /api from loopback and sets X-Forwarded-For to its client: the API
  // believes that header from this peer only (any other peer's is ignored).
  TRUST_PROXY: '127.0.0.1',
  ANALYTICS_EMBED_SECRET: EMBED_SECRET,
  ANALYTICS_SERVICE_URL: ANALYTICS_ORIGIN,
  CONSOLE_ORIGIN,
  CRM_BASE_URL: process.env.CRM_BASE_URL ?? `http://127.0.0.1:${CRM_DEMO_PORT}`,
});
startService('The analytics service', 'analytics-service', {
  PORT: String(ANALYTICS_PORT),
  API_URL,
  ANALYTICS_EMBED_SECRET: EMBED_SECRET,
  CONSOLE_ORIGIN,
});

try {
  await Promise.all([
    waitForHealth('The API', `${API_URL}/api/health`),
    waitForHealth('The analytics service', `http://127.0.0.1:${ANALYTICS_PORT}/health`),
    waitForHealth('The demo CRM', `http://127.0.0.1:${CRM_DEMO_PORT}/health`),
  ]);
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

API docs: http://localhost:${SHELL_PORT}/api/docs
Analytics service: ${ANALYTICS_ORIGIN}   Demo CRM: http://localhost:${CRM_DEMO_PORT}
Stop with Ctrl+C.
`);
