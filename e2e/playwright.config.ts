/**
 * E2E over the composed console: the built shell and remotes served on their own origins,
 * the API on a fresh database (a new PGlite directory per run), Debian's Chromium headless shell
 * (decision 0050: the full browser's headless mode costs more processor for the same tests).
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import chromiumArgs from './chromium-args.json';

// Made once by the runner (its workers load this file again and inherit the variable).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'console-e2e-')));

// The registry the console reads on every request; the redeploy tests rewrite it and restore
// it. Made once by the runner; its workers inherit the variable.
function makeRegistryFile(): string {
  const { defaultRegistry } = createRequire(__filename)('../tools/build/src/registry.cjs') as {
    defaultRegistry: () => unknown;
  };
  const file = join(mkdtempSync(join(tmpdir(), 'console-e2e-registry-')), 'registry.json');
  writeFileSync(file, JSON.stringify(defaultRegistry(), null, 2));
  return file;
}
const registryFile = (process.env.REMOTE_REGISTRY_FILE ??= makeRegistryFile());

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    // A failed test keeps its trace (actions, DOM snapshots, network); the screencast is left out:
    // recording it for every test was the largest part of the e2e phase's processor (decision 0050).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // Without the background-networking flags Chromium's calls out are refused here, many at once.
      args: chromiumArgs,
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: 'http://localhost:3000/api/health',
    timeout: 180_000,
    reuseExistingServer: false,
    env: { DATA_DIR: dataDir, REMOTE_REGISTRY_FILE: registryFile },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
