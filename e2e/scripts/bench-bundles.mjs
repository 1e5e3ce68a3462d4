#!/usr/bin/env node
/**
 * What the browser really downloads, measured in Chromium against the built console started
 * as `pnpm start` starts it (fresh database, run after `pnpm build`):
 * - the JS (and CSS) transferred, compressed as served, for login -> audiences page and
 *   login -> approvals page, each from a cold cache, with the audiences budget;
 * - the gzip size of each remote's entry (remoteEntry.js + its exposed ./app chunks).
 * BENCH_FILES=1 also lists the 15 heaviest scripts of each page.
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import demoLogins from '../../api/src/seed/demo-logins.json' with { type: 'json' };
import chromiumArgs from '../chromium-args.json' with { type: 'json' };

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BASE = 'http://localhost:3000';
const AUDIENCES_BUDGET_KB = 250;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const REMOTES = [
  'mf-people',
  'mf-access-control',
  'mf-approvals',
  'mf-analytics',
  'mf-integrations',
];

async function startConsole() {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-bundles-'));
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error('The console did not start (is a port taken?)');
    await new Promise((r) => setTimeout(r, 500));
  }
  return () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Logs in, opens the page, and sums what every script and stylesheet cost on the wire. */
async function measure(browser, label, path, ready) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (!/\.(js|css)$/.test(url.pathname)) return;
    const response = await request.response();
    const sizes = await request.sizes();
    files.push({
      url: url.href,
      kind: url.pathname.endsWith('.css') ? 'css' : 'js',
      wire: sizes.responseBodySize,
      decoded: (await response.body()).length,
      encoding: response.headers()['content-encoding'] ?? 'identity',
    });
  });
  const organizer = demoLogins.find((l) => l.email.startsWith('organizer@'));
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(organizer.email);
  await page.getByLabel('Password').fill(organizer.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL(/\/dashboard/);
  const { events } = await (await page.request.get(`${BASE}/api/events`)).json();
  const event = events.find(
    (e) => e.type === 'EVENT' && e.eventFormat === 'VIRTUAL' && e.seriesParentEventId === null,
  );
  await page.goto(`${BASE}/event/${event.eventId}/${path}`);
  await ready(page).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const js = files.filter((f) => f.kind === 'js');
  const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
  const encodings = [...new Set(files.map((f) => f.encoding))].join('/');
  console.log(
    `${label}: JS ${kb(sum(js, 'wire'))} transferred (${kb(sum(js, 'decoded'))} decoded, ${js.length} files, ${encodings}); CSS ${kb(
      sum(
        files.filter((f) => f.kind === 'css'),
        'wire',
      ),
    )}`,
  );
  if (process.env.BENCH_FILES)
    for (const f of [...js].sort((a, b) => b.wire - a.wire).slice(0, 15))
      console.log(
        `  ${kb(f.wire).padStart(9)} ${kb(f.decoded).padStart(9)} ${f.url.slice(0, 140)}`,
      );
  return sum(js, 'wire');
}

const stop = await startConsole();
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const audiences = await measure(browser, 'login -> audiences page', 'people/audiences', (page) =>
    page.getByRole('tab', { name: 'Audience groups' }),
  );
  await measure(browser, 'login -> approvals page', 'people/approvals', (page) =>
    page.getByRole('heading', { name: 'Requests' }),
  );
  await browser.close();
  console.log(
    `budget: login -> audiences JS <= ${AUDIENCES_BUDGET_KB} kB: ${audiences <= AUDIENCES_BUDGET_KB * 1024 ? 'within' : 'OVER'} (${kb(audiences)})`,
  );
} finally {
  stop();
}

for (const remote of REMOTES) {
  const dist = join(root, remote, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const files = new Set([manifest.metaData.remoteEntry.name]);
  for (const expose of manifest.exposes) for (const file of expose.assets.js.sync) files.add(file);
  let gzip = 0;
  let raw = 0;
  for (const file of files) {
    const body = readFileSync(join(dist, file));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  console.log(`${remote.padEnd(18)} entry: ${files.size} files, ${kb(raw)} raw, ${kb(gzip)} gzip`);
}
