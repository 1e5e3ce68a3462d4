/**
 * What the Chromium benchmarks share: the built console started as `pnpm start` starts it (a
 * fresh database per run, stopped and cleaned up after), Chromium launched as the e2e tests
 * launch it, and a login as one of the demo users.
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import demoLogins from '../../api/src/seed/demo-logins.json' with { type: 'json' };
import chromiumArgs from '../chromium-args.json' with { type: 'json' };

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BASE = 'http://localhost:3000';

async function healthy() {
  try {
    return (await fetch(`${BASE}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts scripts/start.mjs on a new data directory (or on `dataDir`, one the bench prepared) and
 * waits for the API's health check. Returns an async stop function (stops the console, then
 * removes the data directory).
 */
export async function startConsole(name = 'bench', { dataDir: prepared } = {}) {
  // Another console on :3000 would answer the health check, and be measured instead.
  if (await healthy())
    throw new Error(`${BASE} already answers: stop the console running there first.`);
  const dataDir = prepared ?? mkdtempSync(join(tmpdir(), `console-${name}-`));
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (await healthy()) return stop;
    if (child.exitCode !== null) {
      await stop();
      throw new Error('The console did not start (is a port taken, or is "pnpm build" missing?)');
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The console did not answer within 180 s');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Debian's Chromium headless shell (or CHROMIUM_PATH) with the flags of playwright.config.ts. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: chromiumArgs,
  });
}

/**
 * Starts the console (startConsole's arguments), launches Chromium and runs `bench(browser)`;
 * closes the browser and stops the console however the bench ends. Answers what the bench does.
 */
export async function withConsoleAndChromium(name, bench, options) {
  const stop = await startConsole(name, options);
  let browser;
  try {
    browser = await launchChromium();
    return await bench(browser);
  } finally {
    await browser?.close();
    await stop();
  }
}

/** Logs `page` in as a demo user ('organizer', 'approver', …) and waits for the dashboard. */
export async function logIn(page, user = 'organizer') {
  const login = demoLogins.find((l) => l.email.startsWith(`${user}@`));
  if (!login) throw new Error(`No demo login for ${user}`);
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL(/\/dashboard/);
}

/** The id of the main demo virtual event, as the logged-in page's user sees it. */
export async function mainVirtualEventId(page) {
  const { events } = await (await page.request.get(`${BASE}/api/events`)).json();
  const event = events.find(
    (e) => e.type === 'EVENT' && e.eventFormat === 'VIRTUAL' && e.seriesParentEventId === null,
  );
  if (!event) throw new Error('The demo virtual event is missing');
  return event.eventId;
}
