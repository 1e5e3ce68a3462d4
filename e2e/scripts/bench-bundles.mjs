#!/usr/bin/env node
/**
 * Prints the gzip size of what the browser downloads for the shell's first load (the login
 * page, measured in Chromium from the built dist) and of each remote's entry
 * (remoteEntry.js + the chunks of its exposed ./app, read from its mf-manifest.json).
 * Run after `pnpm build`.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serveApp } from '../../scripts/serve-app.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const REMOTES = [
  'mf-people',
  'mf-access-control',
  'mf-approvals',
  'mf-analytics',
  'mf-integrations',
];

const shell = await serveApp({
  dir: join(root, 'shell', 'dist'),
  port: 3900,
  spaFallback: true,
  apiProxy: 'http://127.0.0.1:9',
  registry: true,
  quiet: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage();
const assets = [];
page.on('response', async (response) => {
  const url = response.url();
  if (!url.startsWith('http://localhost:3900/') || !/\.(js|css)(\?|$)/.test(url)) return;
  assets.push({ url, body: await response.body() });
});
await page.goto('http://localhost:3900/login', { waitUntil: 'networkidle' });
await browser.close();
await shell.close();

const rawTotal = assets.reduce((sum, a) => sum + a.body.length, 0);
const gzipTotal = assets.reduce((sum, a) => sum + gzipSync(a.body, { level: 9 }).length, 0);
console.log(
  `shell first load (/login): ${assets.length} files, ${kb(rawTotal)} raw, ${kb(gzipTotal)} gzip`,
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
