#!/usr/bin/env node
/**
 * What module federation costs, measured in Chromium: the audiences and approvals pages loaded
 * from the federated build (`pnpm build`: shell on :3000, remotes on :3001-:3005) and from the
 * same shell and remotes built as one bundle (bench/single-bundle, served on :3010 by
 * scripts/serve-app.mjs in its own process, as the shell is: same headers, same /api proxy),
 * against ONE API and database, runs interleaved.
 *
 * A run: log in on a fresh context (console-runner's logIn), keep only its cookies, open a second
 * fresh context with them (an empty HTTP cache and new connections: a cold load) and load the page
 * there; only that load is measured. One unmeasured warm-up load per page and build, then RUNS
 * (default 5) measured ones, alternating which build goes first.
 *
 * Time to interactive (TTI), from navigation start (performance.timeOrigin), the later of:
 * - ready: the page's ready element visible (audiences: the 'Audience groups' tab; approvals: the
 *   'Requests' heading, as bench-bundles waits for), stamped with performance.now() by a
 *   MutationObserver installed before the page's scripts run;
 * - network idle: the end of the last request of the load (Resource Timing), read once
 *   Playwright saw no request for 500 ms.
 * The time ratio is printed twice: of the medians, and run by run (each run's two loads back to
 * back), with a bootstrap 90% interval that says whether the runs decide the goal.
 * JS bytes: every .js response's body as transferred (brotli, as served), as bench-bundles sums
 * them. Requests: every request of the load (document, scripts, JSON, API). Then the medians of
 * each load's phases (phasesOf): where the federated load waits that the single one does not.
 *
 * Run `pnpm build` first. The single bundle is built first when its dist is missing or older
 * than the federated build it is compared with (the dist folders of shell and each remote), or
 * always with BENCH_REBUILD=1. BENCH_FILES=1 also lists each build's scripts (first run of each
 * page). With BENCH_JSON=<file>, the ratios are also appended to that file as one JSON line
 * (bench:table merges them).
 */
import { appendFileSync } from 'node:fs';
import { BASE, logIn, mainVirtualEventId, withConsoleAndChromium } from './console-runner.mjs';
import {
  buildSingleBundle,
  serveSingleBundle,
} from '../../bench/single-bundle/build-and-serve.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const SINGLE_PORT = Number(process.env.SINGLE_BUNDLE_PORT ?? 3010);
const GOAL = { time: 1.1, bytes: 1.25 };
const BOOTSTRAP_SAMPLES = 2000;

const BUILDS = [
  { name: 'federated', base: BASE },
  { name: 'single', base: `http://localhost:${SINGLE_PORT}` },
];
const PAGES = [
  {
    name: 'audiences',
    path: 'people/audiences',
    ready: { role: 'tab', selector: '[role="tab"]', text: 'Audience groups' },
    firstData: /\/audience-groups$/,
  },
  {
    name: 'approvals',
    path: 'people/approvals',
    ready: {
      role: 'heading',
      selector: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
      text: 'Requests',
    },
    firstData: /\/approvals\?status=/,
  },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Runs in the page before its scripts: stamps when the ready element is first visible. */
function watchReady({ selector, text }) {
  performance.setResourceTimingBufferSize(1000);
  const isReady = () =>
    [...document.querySelectorAll(selector)].some(
      (element) =>
        element.textContent.replace(/\s+/g, ' ').trim() === text && element.checkVisibility(),
    );
  const observer = new MutationObserver(() => {
    if (!isReady()) return;
    window.__benchReadyAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Logs in on a throwaway context; answers the session cookies for a fresh one. */
async function sessionCookies(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'organizer');
  const { cookies } = await context.storageState();
  await context.close();
  return cookies;
}

/** One cold load of `page` from `build`: its timings, JS bytes, requests and waterfall. */
async function coldLoad(browser, build, target, eventId) {
  const cookies = await sessionCookies(browser);
  const context = await browser.newContext({ storageState: { cookies, origins: [] } });
  const page = await context.newPage();
  await page.addInitScript(watchReady, target.ready);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let requests = 0;
  page.on('request', () => (requests += 1));
  const scripts = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.js')) return;
    scripts.push(request.sizes().then((sizes) => ({ url, wire: sizes.responseBodySize })));
  });
  try {
    await page.goto(`${build.base}/event/${eventId}/${target.path}`);
    await page.getByRole(target.ready.role, { name: target.ready.text }).waitFor();
    await page.waitForLoadState('networkidle');
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '');
    throw new Error(`${build.name} ${target.name} did not load (${errors.join('; ')}): ${shown}`, {
      cause: error,
    });
  }
  const timeline = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      readyAt: window.__benchReadyAt ?? null,
      entries: [navigation, ...performance.getEntriesByType('resource')].map((entry) => ({
        url: entry.name,
        type: entry.entryType === 'navigation' ? 'document' : entry.initiatorType,
        start: entry.startTime,
        end: entry.responseEnd,
      })),
    };
  });
  const files = await Promise.all(scripts);
  await context.close();
  if (timeline.readyAt === null)
    throw new Error(`${build.name} ${target.name}: the ready element was never stamped visible`);
  if (errors.length)
    console.warn(`  ${build.name} ${target.name} page errors: ${errors.join('; ')}`);
  const idleAt = Math.max(...timeline.entries.map((entry) => entry.end));
  return {
    tti: Math.max(timeline.readyAt, idleAt),
    ready: timeline.readyAt,
    jsBytes: files.reduce((total, file) => total + file.wire, 0),
    files,
    requests,
    entries: timeline.entries,
  };
}

function shortUrl(url) {
  const parsed = new URL(url);
  const name = `:${parsed.port}${parsed.pathname}${parsed.search}`;
  return name.length > 86 ? `${name.slice(0, 83)}…` : name;
}

function printWaterfall(title, entries) {
  console.log(`\n${title} (ms after navigation start)`);
  console.log(`${'start'.padStart(6)} ${'end'.padStart(6)}  ${'type'.padEnd(14)} url`);
  for (const entry of [...entries].sort((a, b) => a.start - b.start))
    console.log(
      `${String(Math.round(entry.start)).padStart(6)} ${String(Math.round(entry.end)).padStart(6)}  ${entry.type.padEnd(14)} ${shortUrl(entry.url)}`,
    );
}

function printFiles(title, files) {
  console.log(`\n${title}: ${files.length} scripts`);
  for (const file of [...files].sort((a, b) => b.wire - a.wire))
    console.log(`  ${kb(file.wire).padStart(9)}  ${file.url.href}`);
}

function summarize(loads) {
  return {
    tti: median(loads.map((l) => l.tti)),
    ready: median(loads.map((l) => l.ready)),
    jsBytes: median(loads.map((l) => l.jsBytes)),
    requests: median(loads.map((l) => l.requests)),
    runs: loads.map((l) => Math.round(l.tti)).join(' '),
  };
}

/** A fixed-seed generator (mulberry32): the same runs always print the same interval. */
function seededRandom(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The time ratio run by run: run i's federated load against run i's single load, taken back to
 * back, so a slow minute of the machine slows both sides of a pair. Its median, and a bootstrap
 * 90% interval of that median (resampling the pairs), say whether the runs decide the goal or
 * more runs are needed: one load varies by 150-350 ms from the next on the 2-core machine.
 */
function pairedTimeRatio({ federated, single }) {
  const ratios = federated.map((load, run) => load.tti / single[run].tti);
  const random = seededRandom(ratios.length);
  const medians = Array.from({ length: BOOTSTRAP_SAMPLES }, () =>
    median(ratios.map(() => ratios[Math.floor(random() * ratios.length)])),
  ).sort((a, b) => a - b);
  const low = medians[Math.floor(BOOTSTRAP_SAMPLES * 0.05)];
  const high = medians[Math.ceil(BOOTSTRAP_SAMPLES * 0.95) - 1];
  const reading =
    high <= GOAL.time ? 'goal met' : low > GOAL.time ? 'goal missed' : 'undecided: more runs';
  return { median: median(ratios), low, high, reading };
}

/**
 * Where a load spends its time, from its resource timings (ms after navigation start): the boot's
 * scripts in (those asked for before the session), the session asked for, the remote's manifest
 * and entry asked for and in (federated only), the page's code (scripts asked for after the remote
 * entry came, or after the session in the single bundle) asked for and in, the page's first data
 * request, ready, TTI.
 */
function phasesOf(load, target) {
  const find = (pattern) => load.entries.find((entry) => pattern.test(entry.url));
  const scripts = load.entries.filter((entry) => entry.type === 'script');
  const session = find(/\/api\/auth\/me$/);
  const manifest = find(/\/mf-manifest\.json$/);
  const remoteEntry = find(/\/remoteEntry\.js$/);
  const pageCode = scripts.filter(
    (entry) => entry.start > (remoteEntry ? remoteEntry.end : session.start),
  );
  return {
    'boot in': Math.max(...scripts.filter((e) => e.start < session.start).map((e) => e.end)),
    'session asked': session.start,
    'manifest asked': manifest?.start,
    'manifest in': manifest?.end,
    'entry asked': remoteEntry?.start,
    'entry in': remoteEntry?.end,
    'page code asked': pageCode.length ? Math.min(...pageCode.map((e) => e.start)) : undefined,
    'page code in': pageCode.length ? Math.max(...pageCode.map((e) => e.end)) : undefined,
    'first data': find(target.firstData)?.start,
    ready: load.ready,
    TTI: load.tti,
  };
}

function printPhases(results) {
  console.log('\nWhere the time goes: medians, ms after navigation start (- : none in that build)');
  const columns = Object.keys(phasesOf(results[PAGES[0].name].federated[0], PAGES[0]));
  console.log(`${'page'.padEnd(10)} ${'build'.padEnd(10)} ${columns.join('  ')}`);
  for (const target of PAGES)
    for (const build of BUILDS) {
      const phases = results[target.name][build.name].map((load) => phasesOf(load, target));
      const cells = columns.map((column) => {
        const values = phases.map((p) => p[column]).filter((v) => v !== undefined);
        const cell = values.length ? String(Math.round(median(values))) : '-';
        return cell.padStart(column.length);
      });
      console.log(`${target.name.padEnd(10)} ${build.name.padEnd(10)} ${cells.join('  ')}`);
    }
}

function printTable(results) {
  const header = `${'page'.padEnd(10)} ${'build'.padEnd(10)} ${'TTI p50'.padStart(9)} ${'ready p50'.padStart(9)} ${'JS (br)'.padStart(10)} ${'requests'.padStart(8)}  TTI per run (ms)`;
  console.log(`\n${header}\n${'-'.repeat(header.length + 8)}`);
  for (const target of PAGES) {
    const federated = summarize(results[target.name].federated);
    const single = summarize(results[target.name].single);
    for (const [name, s] of [
      ['federated', federated],
      ['single', single],
    ])
      console.log(
        `${target.name.padEnd(10)} ${name.padEnd(10)} ${ms(s.tti).padStart(9)} ${ms(s.ready).padStart(9)} ${kb(s.jsBytes).padStart(10)} ${String(s.requests).padStart(8)}  ${s.runs}`,
      );
    const time = federated.tti / single.tti;
    const bytes = federated.jsBytes / single.jsBytes;
    const verdict = (ratio, goal) =>
      `${ratio.toFixed(2)} (goal <= ${goal}: ${ratio <= goal ? 'met' : 'OVER'})`;
    console.log(
      `${target.name.padEnd(10)} fed/single time ${verdict(time, GOAL.time)}, bytes ${verdict(bytes, GOAL.bytes)}`,
    );
    const paired = pairedTimeRatio(results[target.name]);
    console.log(
      `${''.padEnd(10)} paired runs: median time ratio ${paired.median.toFixed(2)}, 90% interval ${paired.low.toFixed(2)}-${paired.high.toFixed(2)} (${paired.reading})`,
    );
  }
}

/** With env BENCH_JSON, appends each page's medians and ratios as one JSON line. */
function appendJson(results) {
  if (!process.env.BENCH_JSON) return;
  const pages = PAGES.map((target) => {
    const federated = summarize(results[target.name].federated);
    const single = summarize(results[target.name].single);
    return {
      page: target.name,
      tti: { federated: federated.tti, single: single.tti },
      jsBytes: { federated: federated.jsBytes, single: single.jsBytes },
      timeRatio: federated.tti / single.tti,
      pairedTimeRatio: pairedTimeRatio(results[target.name]),
      bytesRatio: federated.jsBytes / single.jsBytes,
    };
  });
  const record = { bench: 'federation', runs: RUNS, goals: GOAL, pages };
  appendFileSync(process.env.BENCH_JSON, `${JSON.stringify(record)}\n`);
}

buildSingleBundle();
await withConsoleAndChromium('bench-federation', async (browser) => {
  const stopSingle = await serveSingleBundle(SINGLE_PORT);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, 'organizer');
    const eventId = await mainVirtualEventId(page);
    await context.close();

    const results = {};
    for (const target of PAGES) {
      results[target.name] = { federated: [], single: [] };
      for (const build of BUILDS) await coldLoad(browser, build, target, eventId);
    }
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 ? [...BUILDS].reverse() : BUILDS;
      for (const target of PAGES)
        for (const build of order)
          results[target.name][build.name].push(await coldLoad(browser, build, target, eventId));
      console.log(`run ${run + 1}/${RUNS} done`);
    }

    printTable(results);
    printPhases(results);
    appendJson(results);
    for (const target of PAGES)
      for (const build of BUILDS) {
        const [first] = results[target.name][build.name];
        printWaterfall(
          `Waterfall, ${build.name} cold load of ${target.name}, run 1`,
          first.entries,
        );
        if (process.env.BENCH_FILES)
          printFiles(`Scripts, ${build.name} ${target.name}, run 1`, first.files);
      }
  } finally {
    await stopSingle();
  }
});
