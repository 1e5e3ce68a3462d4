#!/usr/bin/env node
/**
 * How long the invite-list CSV check of a 100,000-row file takes in the real web worker, in
 * Chromium, on the built console started as `pnpm start` starts it (fresh database, run after
 * `pnpm build`; goal: <= 1 s). `pnpm --filter @console/mf-people bench:csv` times the same check
 * on Node; this one adds what the browser adds: starting the worker from the remote's origin,
 * handing it the File, reading it there, the batches posted back and the result rendered.
 *
 * As the organizer, on Audiences > Invite lists: 'Create invite list', choose the file in the
 * dialog's file input, and time, with the page's performance.now(), from the input's change
 * event to the moment the check's result text ('… rows of … cannot be imported' or '… ready to
 * import.') is in the dialog. Each run reopens the dialog, so each check starts a new worker;
 * the run fails unless a worker started, is still alive when the result shows and runs the
 * console's worker script (no fallback to the page's thread). The file is built as the Node
 * benchmark builds it: unique emails, names, roles and companies, half the rows with a valid
 * international phone (four countries), a country on most rows, 1% of rows with a bad email.
 * ROWS and RUNS as environment variables (100,000 and 3).
 */
import { performance } from 'node:perf_hooks';
import { BASE, logIn, mainVirtualEventId, withConsoleAndChromium } from './console-runner.mjs';

const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 3);
const GOAL_MS = 1000;
const RUN_TIMEOUT_MS = 120_000;
const count = (n) => n.toLocaleString('en-US');

const HEADER = 'email,firstName,lastName,role,company,phoneNumber,country';
const FIRST = ['Ada', 'Grace', 'Linus', 'Margaret', 'Tim', 'Barbara', 'Ken', 'Radia'];
const LAST = ['Lovelace', 'Hopper', 'Torvalds', 'Hamilton', 'Berners-Lee', 'Liskov', 'Thompson'];
const ROLES = ['Attendee', 'Speaker', 'Sponsor', 'Press', ''];
const COMPANIES = ['Example Inc', 'Acme, Ltd.', 'Initech', 'Globex', ''];
/** A valid mobile number pattern per country; the row number makes each unique. */
const PHONES = [
  ['United States', (n) => `+1415555${String(n % 10_000).padStart(4, '0')}`],
  ['India', (n) => `+9198${String(n % 100_000_000).padStart(8, '0')}`],
  ['United Kingdom', (n) => `+447700${String(n % 1_000_000).padStart(6, '0')}`],
  ['Germany', (n) => `+49151${String(n % 100_000_000).padStart(8, '0')}`],
];
const pick = (list, n) => list[n % list.length];
/** Rows with a bad email: the only invalid ones. */
const isBroken = (n) => n % 100 === 99;

/** The same rows as mf-people/bench/csv-validation.bench.ts makes. */
function row(n) {
  const [country, phone] = pick(PHONES, n >> 1);
  const cells = [
    isBroken(n) ? `not-an-email-${n}` : `guest.${n}@example.com`,
    pick(FIRST, n),
    pick(LAST, n),
    pick(ROLES, n),
    pick(COMPANIES, n),
    n % 2 === 0 ? phone(n) : '',
    n % 10 === 0 ? '' : country,
  ];
  return cells.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',');
}

function buildCsv(rows) {
  const lines = [HEADER];
  for (let n = 0; n < rows; n += 1) lines.push(row(n));
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** The texts that end a check, as CsvCheckResult.tsx words them. */
const DONE_TEXT = String.raw`[\d,]+ rows? of [\d,]+ cannot be imported|[\d,]+ rows? ready to import\.`;

/**
 * Runs in the page before the file is set: the change event of a file input starts the clock,
 * the first DOM change that puts a result (or an alert) in the dialog stops it. The promise is
 * left on window for the next evaluate to await.
 */
function armTimer(doneText) {
  const done = new RegExp(doneText);
  const dialog = () => document.querySelector('[role="dialog"]');
  if (!dialog()) throw new Error('The dialog is not open');
  if (dialog().querySelector('[role="alert"]') || done.test(dialog().textContent ?? ''))
    throw new Error('The dialog already shows a result');
  let startedAt = null;
  window.__csvWorkerBench = new Promise((resolve) => {
    const onChange = (event) => {
      if (startedAt === null && event.target?.type === 'file') startedAt = performance.now();
    };
    const observer = new MutationObserver(() => {
      if (startedAt === null) return;
      const alert = dialog()?.querySelector('[role="alert"]');
      const text = alert ? null : (dialog()?.textContent ?? '').match(done)?.[0];
      if (!alert && !text) return;
      const endedAt = performance.now();
      observer.disconnect();
      document.removeEventListener('change', onChange, true);
      resolve({ ms: endedAt - startedAt, text: text ?? alert.textContent, ok: Boolean(text) });
    });
    // Capture on the document: before React's listener on its root starts the check.
    document.addEventListener('change', onChange, true);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function waitUntil(condition, ms) {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return condition();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const csv = buildCsv(ROWS);
const badRows = Array.from({ length: ROWS }, (_, n) => n).filter(isBroken).length;
const expected = `${count(badRows)} ${badRows === 1 ? 'row' : 'rows'} of ${count(ROWS)} cannot be imported`;
const mb = (csv.length / 1024 / 1024).toFixed(1);
console.log(
  `invite CSV: ${count(ROWS)} rows, ${mb} MB (${count(badRows)} with a bad email, ${count(Math.ceil(ROWS / 2))} with a phone)`,
);

await withConsoleAndChromium('bench-csv-worker', async (browser) => {
  const page = await browser.newPage();
  /** Every worker the page starts, and whether it has ended. */
  const workers = [];
  page.on('worker', (worker) => {
    const entry = { worker, url: worker.url(), closed: false };
    worker.on('close', () => (entry.closed = true));
    workers.push(entry);
  });
  await logIn(page, 'organizer');
  const eventId = await mainVirtualEventId(page);
  await page.goto(`${BASE}/event/${eventId}/people/audiences?selectedTab=INVITE_LISTS`);
  const create = page.getByRole('button', { name: 'Create invite list' });
  const dialog = page.getByRole('dialog');

  const times = [];
  for (let run = 1; run <= RUNS; run += 1) {
    await create.click();
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.waitFor({ state: 'attached' });
    await page.evaluate(armTimer, DONE_TEXT);
    const workersBefore = workers.length;

    const setAt = performance.now();
    await fileInput.setInputFiles({ name: 'guests-100k.csv', mimeType: 'text/csv', buffer: csv });
    const result = await withTimeout(
      page.evaluate(() => window.__csvWorkerBench),
      RUN_TIMEOUT_MS,
      `run ${run}`,
    );
    const fromNodeMs = performance.now() - setAt;
    if (!result.ok) throw new Error(`run ${run}: the check did not finish: "${result.text}"`);

    // The check must have run in a worker: one started, loaded the console's worker script (its
    // message handler is set) and was not ended, as it is when the page falls back to checking
    // on its own thread.
    if (!(await waitUntil(() => workers.length > workersBefore, 5_000)))
      throw new Error(`run ${run}: no web worker started for the check`);
    const started = workers.slice(workersBefore);
    const alive = started.filter((w) => !w.closed);
    let handler = 'none';
    for (const w of alive) {
      const type = await w.worker.evaluate(() => typeof self.onmessage).catch(() => 'gone');
      if (type === 'function') handler = w.url;
    }
    if (handler === 'none')
      throw new Error(
        `run ${run}: the worker (${started.map((w) => w.url).join(', ')}) ended or never loaded the check; it ran on the page`,
      );

    times.push(result.ms);
    const note = result.text === expected ? '' : ` (expected "${expected}")`;
    console.log(
      `run ${run}: ${result.ms.toFixed(0)} ms in the page (change -> result shown; ${fromNodeMs.toFixed(0)} ms from Node, ` +
        `with handing the file to Chromium), worker ${handler.slice(0, 60)}: "${result.text}"${note}`,
    );

    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  const mid = median(times);
  console.log(
    `median: ${mid.toFixed(0)} ms over ${times.length} runs (${times.map((t) => t.toFixed(0)).join(', ')} ms), ` +
      `${count(Math.round(ROWS / (mid / 1000)))} rows/s; goal <= ${GOAL_MS} ms: ${mid <= GOAL_MS ? 'MET' : 'OVER'}`,
  );
});
