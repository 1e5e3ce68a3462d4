#!/usr/bin/env node
/**
 * What the browser really downloads, measured in Chromium against the built console started
 * as `pnpm start` starts it (fresh database, run after `pnpm build`):
 * - the JS (and CSS) transferred, compressed as served, for login -> audiences page and
 *   login -> approvals page, each from a cold cache, with the audiences budget;
 * - the gzip size of each remote's entry (remoteEntry.js + its exposed ./app chunks).
 * BENCH_FILES=1 also lists the 15 heaviest scripts of each page (BENCH_FILES=40: the 40 heaviest).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BASE,
  logIn,
  mainVirtualEventId,
  root,
  withConsoleAndChromium,
} from './console-runner.mjs';

const AUDIENCES_BUDGET_KB = 250;
/** BENCH_FILES=1 lists the 15 heaviest scripts, BENCH_FILES=n > 1 the n heaviest. */
const LISTED_FILES = ((n) => (n > 1 ? n : n === 1 ? 15 : 0))(Number(process.env.BENCH_FILES ?? 0));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const REMOTES = [
  'mf-people',
  'mf-access-control',
  'mf-approvals',
  'mf-analytics',
  'mf-integrations',
  'mf-registration',
  'mf-event-setup',
];

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
      // A script served from the cache transferred nothing (Chromium reports minus its headers).
      wire: Math.max(0, sizes.responseBodySize),
      decoded: (await response.body()).length,
      encoding: response.headers()['content-encoding'] ?? 'identity',
    });
  });
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`${BASE}/event/${eventId}/${path}`);
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
  if (LISTED_FILES > 0)
    for (const f of [...js].sort((a, b) => b.wire - a.wire).slice(0, LISTED_FILES))
      console.log(
        `  ${kb(f.wire).padStart(9)} ${kb(f.decoded).padStart(9)} ${f.url.slice(0, 140)}`,
      );
  return sum(js, 'wire');
}

const audiences = await withConsoleAndChromium('bench-bundles', async (browser) => {
  const wire = await measure(browser, 'login -> audiences page', 'people/audiences', (page) =>
    page.getByRole('tab', { name: 'Audience groups' }),
  );
  await measure(browser, 'login -> approvals page', 'people/approvals', (page) =>
    page.getByRole('heading', { name: 'Requests' }),
  );
  return wire;
});
console.log(
  `budget: login -> audiences JS <= ${AUDIENCES_BUDGET_KB} kB: ${audiences <= AUDIENCES_BUDGET_KB * 1024 ? 'within' : 'OVER'} (${kb(audiences)})`,
);

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
