/** What the benchmarks share: a throwaway PGlite directory, a login over HTTP, timed calls. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDb, type DbHandle } from '../src/db/client';

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Runs `fn` on a migrated PGlite in a temporary directory, removed afterwards. */
export async function withTempDb(fn: (handle: DbHandle) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-bench-'));
  const handle = openDb({ dataDir });
  try {
    await handle.migrate();
    await fn(handle);
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Logs in over real HTTP; answers the session cookie and the CSRF token for writes. */
export async function loginOverHttp(
  address: string,
  email: string,
  password: string,
): Promise<{ cookie: string; csrfToken: string }> {
  const response = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`login failed: ${response.status}`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

/** GETs `url` `warmUp` times, then `runs` timed times, and prints p50/p95/max. */
export async function measureGet(
  label: string,
  url: string,
  cookie: string,
  warmUp: number,
  runs: number,
): Promise<void> {
  const call = async () => {
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok) throw new Error(`${label} answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < warmUp; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `${label} x${runs}: p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms, max ${fmt(times.at(-1) ?? NaN)} ms`,
  );
}

export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
