/**
 * What the benchmarks share: a throwaway migrated PGlite, a bench organizer (or the demo's main
 * event), the app served over HTTP with a logged-in session, timed calls and their percentiles.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '@console/shared/contract';
import { buildApp, createFeatureJobRegistry } from '../src/app';
import { hashPassword } from '../src/auth/password';
import { SESSION_COOKIE } from '../src/auth/sessions';
import { openDb, type Db } from '../src/db/client';
import {
  eventRoles,
  events,
  organizations,
  registrationFlows,
  ticketTypes,
  users,
} from '../src/db/schema';
import { startWorker, type WorkerLog } from '../src/jobs/worker';
import { MAIN_EVENT_NAME } from '../src/seed/demo';
import { insertRegistrants } from '../src/seed/registrants';

export interface Credentials {
  email: string;
  password: string;
}

/** The login of the organizer seedBenchOrganizer creates. */
export const BENCH_LOGIN: Credentials = { email: 'bench@bench.dev', password: 'bench-pass' };

/** The p-th percentile (nearest rank) of `sorted`, ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** "p50 1.2 ms, p95 3.4 ms, max 5.6 ms" for the given percentiles of `times` (any order). */
export function latencySummary(times: readonly number[], percentiles: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
  return [...percentiles.map((p) => `p${p} ${ms(p)}`), `max ${ms(100)}`].join(', ');
}

/**
 * Runs `main` on a migrated database: the PostgreSQL of DATABASE_URL when it is set (give it a
 * throwaway database: the bench's rows stay), else a PGlite in a temporary directory (removed
 * afterwards); exits 1 on error.
 */
export function runBench(main: (db: Db) => Promise<void>): void {
  const run = async () => {
    const databaseUrl = process.env.DATABASE_URL;
    const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'console-bench-'));
    const handle = openDb(databaseUrl ? { databaseUrl } : { dataDir: dataDir ?? '' });
    try {
      await handle.migrate();
      await main(handle.db);
    } finally {
      await handle.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * One organization, its user BENCH_LOGIN and one published virtual event (`event` overrides its
 * columns) where that user is an organizer with every permission.
 */
export async function seedBenchOrganizer(
  db: Db,
  event: Partial<typeof events.$inferInsert> = {},
): Promise<{ user: typeof users.$inferSelect; event: typeof events.$inferSelect }> {
  const [org] = await db.insert(organizations).values({ name: 'Bench Org' }).returning();
  if (!org) throw new Error('org');
  const [user] = await db
    .insert(users)
    .values({
      organizationId: org.id,
      email: BENCH_LOGIN.email,
      firstName: 'Bench',
      lastName: 'User',
      passwordHash: await hashPassword(BENCH_LOGIN.password),
    })
    .returning();
  const [row] = await db
    .insert(events)
    .values({
      organizationId: org.id,
      name: 'Bench event',
      type: 'EVENT',
      eventFormat: 'VIRTUAL',
      status: 'PUBLISHED',
      tz: 'UTC',
      startDateTime: new Date(),
      endDateTime: new Date(),
      ...event,
    })
    .returning();
  if (!user || !row) throw new Error('rows');
  await db.insert(eventRoles).values({
    eventId: row.id,
    userId: user.id,
    role: 'ORGANIZER',
    permissions: [...PERMISSIONS],
  });
  return { user, event: row };
}

/**
 * `count` registrants of `eventId` over two flows (Public: GA, Early and Student tickets; VIP:
 * Student and VIP) and five roles, as the audience benches read them.
 */
export async function seedFlowsTicketsAndRegistrants(
  db: Db,
  eventId: number,
  count: number,
): Promise<void> {
  const flows = await db
    .insert(registrationFlows)
    .values([
      { eventId, name: 'Public' },
      { eventId, name: 'VIP' },
    ])
    .returning();
  const tickets = await db
    .insert(ticketTypes)
    .values(['GA', 'Early', 'Student', 'VIP'].map((name) => ({ eventId, name })))
    .returning();
  const ticketIds = tickets.map((t) => t.id);
  await insertRegistrants(db, {
    eventId,
    count,
    flows: flows.map((f, i) => ({
      flowId: f.id,
      ticketTypeIds: i === 0 ? ticketIds.slice(0, -1) : ticketIds.slice(-2),
    })),
    emailDomain: 'bench.example.com',
    roles: ['ATTENDEE', 'ORGANIZER', 'SPEAKER', 'MODERATOR', 'SPONSOR'],
  });
}

/** The id of the demo data's main event (seedDemo first). */
export async function demoMainEventId(db: Db): Promise<number> {
  const [main] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.name, MAIN_EVENT_NAME));
  if (!main) throw new Error('demo main event missing');
  return main.id;
}

/** Logs in over real HTTP; answers the session cookie and the CSRF token for writes. */
export async function loginOverHttp(
  address: string,
  { email, password }: Credentials,
): Promise<{ cookie: string; csrfToken: string }> {
  const response = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  // The session's cookie by name: a log-in also sets the known-device cookie.
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!response.ok || !cookie) throw new Error(`login failed: ${response.status}`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

export interface Served {
  /** http://127.0.0.1:<ephemeral port> */
  address: string;
  cookie: string;
  csrfToken: string;
}

/**
 * Serves the app on an ephemeral port (with the job worker as in main.ts when `worker` logs its
 * errors), logs in as `login` and runs `fn`; stops the worker and closes the app afterwards.
 */
export async function serveLoggedIn(
  db: Db,
  { login, worker }: { login: Credentials; worker?: WorkerLog },
  fn: (served: Served) => Promise<void>,
): Promise<void> {
  const registry = createFeatureJobRegistry();
  const app = await buildApp({ db, jobRegistry: registry });
  const stopWorker = worker ? startWorker(db, registry, worker) : undefined;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await fn({ address, ...(await loginOverHttp(address, login)) });
  } finally {
    await stopWorker?.();
    await app.close();
  }
}

/**
 * Runs `call` `warmUp` times untimed, then `runs` times, and answers each timed call's ms; `before`
 * runs untimed before each call (a write, for a read while the data changes).
 */
export async function timedCalls(
  call: () => Promise<unknown>,
  warmUp: number,
  runs: number,
  before: () => Promise<unknown> = async () => undefined,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i += 1) {
    await before();
    await call();
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await before();
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return times;
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
  const times = await timedCalls(call, warmUp, runs);
  console.log(`${label} x${runs}: ${latencySummary(times, [50, 95])}`);
}

/** The process's resident memory now and its peak so far, in MB. */
export function memoryMb(): { rss: number; peakRss: number } {
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  return { rss: mb(process.memoryUsage().rss), peakRss: mb(process.resourceUsage().maxRSS * 1024) };
}

/** Appends `record` as one JSON line to the file env BENCH_JSON names (bench:table reads it). */
export function appendBenchJson(record: object): void {
  const file = process.env.BENCH_JSON;
  if (file) appendFileSync(file, `${JSON.stringify(record)}\n`);
}

/** An error's message with its cause's (fetch's "fetch failed" says why only in its cause). */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/**
 * A header for the bulk benches' requests: each on a new connection. On PGlite the API, its
 * database and the worker share one thread, and a long stretch of work there has left the
 * client's kept-alive sockets reset by the server (ECONNRESET on the next request).
 */
export const NEW_CONNECTION = { connection: 'close' } as const;
