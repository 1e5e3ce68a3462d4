/**
 * The scale table (issue #13 item 5): the big dataset's event (`seedBigEvent`, env N
 * registrants, default 1,000,000; the demo seeded first, as `pnpm dataset` does, since the
 * event belongs to the demo organizer), seeded and kept by the worker's chores in a process of
 * its own (scale-seed.ts); then in this process, which opens the database as the API does on
 * start, over HTTP, logged in as that organizer, p50/p95 of every list, count and search the
 * issue names (env WARM_UP and RUNS, default 10 and 50 calls each), and of the kept groups' pages
 * and counts while a registrant checks in before each call, printed as one table against the goal
 * (p95 <= 50 ms a page or count, <= 100 ms a search); then the bulk work on the same event, the
 * worker running (scale-bulk.ts: a bulk approval of env BULK requests, default 100,000, and an
 * invite import of env INVITE_ROWS rows, default 100,000), with this process's memory. PGlite in a temporary directory, or the
 * PostgreSQL of DATABASE_URL (migrated, the big event added to what it holds). A call that
 * answers non-2xx is an error row. With env BENCH_JSON, the results are also appended to that
 * file as one JSON line (bench:table merges them). On PostgreSQL with env API_PROCESSES (2 or
 * more), the same reads then run through that many API processes (api-processes.ts), their worker
 * and chores running as in production: one client calling them in turn, then a client on each at
 * once; each prints a table of its own.
 * Run: `npx pnpm@10.34.8 bench:scale` (N=20000 for a quick run).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { ANALYTICS_API, EmbedUrlSchema } from '@console/analytics-contract';
import { APPROVAL_API } from '@console/approvals-contract';
import {
  ABANDONED_API,
  AUDIENCE_API,
  AUDIENCE_LIST_API,
  CUSTOM_GROUP_API,
  INVITE_LIST_API,
  SESSION_API,
} from '@console/people-contract';
import { DEFAULT_REGISTRANTS } from '../src/big-dataset/plan';
import { refreshStaleEvents } from '../src/analytics/refresh-chore';
import { openDb, queryRows, type Db } from '../src/db/client';
import { demoLogin } from '../src/seed/demo-logins';
import {
  appendBenchJson,
  errorText,
  percentile,
  serveLoggedIn,
  timedCalls,
  type Served,
} from './harness';
import { serveFromProcesses } from './api-processes';
import { printBulk, runBulkWork, prepareBulkApproval, type BulkResults } from './scale-bulk';
import { recountCustomGroups } from './scale-keep';
import type { ScaleSeeded } from './scale-seed';

const N = Number(process.env.N ?? DEFAULT_REGISTRANTS);
const WARM_UP = Number(process.env.WARM_UP ?? 10);
const RUNS = Number(process.env.RUNS ?? 50);
const BULK = Number(process.env.BULK ?? 100_000);
const API_PROCESSES = Number(process.env.API_PROCESSES ?? 1);
const INVITE_ROWS = Number(process.env.INVITE_ROWS ?? 100_000);
for (const [name, value] of Object.entries({ N, BULK, INVITE_ROWS, API_PROCESSES }))
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
const GOAL_MS = { page: 50, search: 100 } as const;
const SEARCH = 'emma';

type Kind = keyof typeof GOAL_MS;

interface Case {
  label: string;
  kind: Kind;
  call: () => Promise<Response>;
  /** Untimed before each call: a write, for the reads of an event that keeps changing. */
  before?: () => Promise<unknown>;
}

type Row = { label: string; kind: Kind; goalMs: number } & (
  { p50: number; p95: number } | { error: string }
);

/**
 * The event's ids the cases read: a flow, a ticket type, a system group, the biggest of the flows'
 * ticket sub-groups, an invite list, a custom group and a STATIC custom group.
 */
interface Picked {
  flowId: number;
  ticketTypeId: number;
  systemGroupId: number;
  subGroupId: number;
  inviteListId: number;
  customGroupId: number;
  staticGroupId: number;
}

async function pickIds(db: Db, eventId: number): Promise<Picked> {
  const [row] = await queryRows<Picked>(
    db,
    sql`select
      (select flow_id from registrations where event_id = ${eventId}::int
        group by flow_id order by count(*) desc limit 1) as "flowId",
      (select id from ticket_types where event_id = ${eventId}::int order by id limit 1) as "ticketTypeId",
      (select id from audience_groups where event_id = ${eventId}::int and type = 'ROLE'
        and group_key = 'ATTENDEE' limit 1) as "systemGroupId",
      (select g.id from audience_groups g join audience_groups flow on flow.id = g.parent_group_id
        where g.event_id = ${eventId}::int and g.type = 'TICKET'
        order by (select sum(ac.registrants) from audience_counts ac
          where ac.event_id = ${eventId}::int and ac.flow_id::text = flow.group_key
            and ac.ticket_type_id::text = g.group_key) desc nulls last, g.id
        limit 1) as "subGroupId",
      (select id from audience_groups where event_id = ${eventId}::int and type = 'INVITE_ONLY'
        order by id limit 1) as "inviteListId",
      (select id from audience_groups where event_id = ${eventId}::int and type = 'CUSTOM'
        order by id limit 1) as "customGroupId",
      (select g.id from audience_groups g join custom_group_settings s on s.audience_group_id = g.id
        where g.event_id = ${eventId}::int and s.update_type = 'STATIC'
        order by g.id limit 1) as "staticGroupId"`,
  );
  if (!row || Object.values(row).some((id) => id === null)) throw new Error('ids not found');
  return row;
}

/**
 * The timed calls of one case, or the first non-2xx answer (or failure) as the row's error. With
 * several copies of the case (one per API process), their clients call at once and the row's
 * percentiles are over every call.
 */
async function measure(copies: readonly Case[]): Promise<Row> {
  const [first] = copies;
  if (!first) throw new Error('a row needs a case to measure');
  const { label, kind } = first;
  const goalMs = GOAL_MS[kind];
  try {
    const timings = await Promise.all(
      copies.map(({ call, before }) => {
        const once = async () => {
          const response = await call();
          const body = await response.text();
          if (!response.ok) throw new Error(`${response.status} ${body.slice(0, 80)}`);
        };
        return timedCalls(once, WARM_UP, RUNS, before);
      }),
    );
    const times = timings.flat().sort((a, b) => a - b);
    return { label, kind, goalMs, p50: percentile(times, 50), p95: percentile(times, 95) };
  } catch (error) {
    return { label, kind, goalMs, error: errorText(error) };
  }
}

/** The lists of cases (one per API process) turned into each case's copies. */
const byCase = (lists: readonly Case[][]): Case[][] =>
  (lists[0] ?? []).map((_, i) =>
    lists.flatMap((list) => {
      const one = list[i];
      return one ? [one] : [];
    }),
  );

/** One client whose calls go to each copy's API process in turn. */
function inTurn(copies: readonly Case[]): Case[] {
  const [first] = copies;
  if (!first) return [];
  let next = 0;
  const call = () => {
    const copy = copies[next % copies.length] ?? first;
    next += 1;
    return copy.call();
  };
  return [{ ...first, call }];
}

/**
 * The reads of the table through `served` (rows in `cases` order): each API process its own client,
 * all at once, or (`oneClient`) one client calling the processes in turn.
 */
async function measureAll(
  served: readonly Served[],
  db: Db,
  eventId: number,
  ids: Picked,
  { oneClient = false } = {},
): Promise<Row[]> {
  const clients = (copies: Case[]) => (oneClient ? inTurn(copies) : copies);
  const rows: Row[] = [];
  for (const copies of byCase(served.map((one) => cases(one, eventId, ids))))
    rows.push(await measure(clients(copies)));
  const checkIn = checkInOneRegistrant(db, eventId);
  for (const copies of byCase(served.map((one) => changingCases(one, eventId, ids))))
    rows.push(await measure(clients(copies).map((one) => ({ ...one, before: checkIn }))));
  return rows;
}

function cases({ address, cookie, csrfToken }: Served, eventId: number, ids: Picked): Case[] {
  const api = `${address}/api`;
  const get = (path: string) => () => fetch(`${api}${path}`, { headers: { cookie } });
  const post = (path: string, body: object) => () =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const approvals = APPROVAL_API.list(eventId);
  const deepOffset = Math.floor((N * 0.03) / 20) * 20;
  const systemGroup = AUDIENCE_LIST_API.members(eventId, ids.systemGroupId);
  const subGroup = AUDIENCE_LIST_API.members(eventId, ids.subGroupId);
  const deepAudienceOffset = Math.floor((N * 0.02) / 20) * 20;
  const inviteListAudience = AUDIENCE_LIST_API.members(eventId, ids.inviteListId);
  const deepInviteListOffset = Math.floor((N * 0.002) / 20) * 20;
  const invitees = INVITE_LIST_API.invitees(eventId, ids.inviteListId);
  const embedBody = { dashboard: 'EVENT_SUMMARY', boothOwner: false };
  let embedToken: Promise<string> | undefined;
  /** The dashboard data alone: one embed URL's token, fetched on the first call, then reused. */
  const summaryData = async () => {
    embedToken ??= post(ANALYTICS_API.embedUrl(eventId), embedBody)()
      .then(async (response) => EmbedUrlSchema.parse(await response.json()).url)
      .then((url) => url.split('/embed/')[1] ?? '');
    return fetch(`${api}${ANALYTICS_API.embedDashboardData}`, {
      headers: { authorization: `Bearer ${await embedToken}` },
    });
  };
  return [
    { label: 'approvals page 1 (PENDING)', kind: 'page', call: get(`${approvals}?status=PENDING`) },
    {
      label: `approvals offset ${deepOffset.toLocaleString('en')} (PENDING)`,
      kind: 'page',
      call: get(`${approvals}?status=PENDING&offset=${deepOffset}`),
    },
    {
      label: `approvals search "${SEARCH}" (PENDING)`,
      kind: 'search',
      call: get(`${approvals}?status=PENDING&query=${SEARCH}`),
    },
    {
      label: 'approvals flow filter (APPROVED)',
      kind: 'page',
      call: get(`${approvals}?status=APPROVED&flowIds=${ids.flowId}`),
    },
    {
      label: 'approvals ticket filter (APPROVED)',
      kind: 'page',
      call: get(`${approvals}?status=APPROVED&ticketTypeIds=${ids.ticketTypeId}`),
    },
    {
      label: `approvals search "${SEARCH}" (APPROVED)`,
      kind: 'search',
      call: get(`${approvals}?status=APPROVED&query=${SEARCH}`),
    },
    { label: 'approvals counts summary', kind: 'page', call: get(APPROVAL_API.summary(eventId)) },
    { label: 'audience groups', kind: 'page', call: get(AUDIENCE_API.groups(eventId)) },
    { label: 'audience list page 1 (attendees)', kind: 'page', call: get(systemGroup) },
    {
      label: `audience list search "${SEARCH}"`,
      kind: 'search',
      call: get(`${systemGroup}?search=${SEARCH}`),
    },
    {
      label: 'audience list count',
      kind: 'page',
      call: get(AUDIENCE_LIST_API.count(eventId, ids.systemGroupId)),
    },
    {
      label: `audience list count, search "${SEARCH}"`,
      kind: 'search',
      call: get(`${AUDIENCE_LIST_API.count(eventId, ids.systemGroupId)}?search=${SEARCH}`),
    },
    {
      label: `audience list offset ${deepAudienceOffset.toLocaleString('en')} (a flow's ticket sub-group)`,
      kind: 'page',
      call: get(`${subGroup}?offset=${deepAudienceOffset}`),
    },
    {
      label: `audience list offset ${deepAudienceOffset.toLocaleString('en')}, attended only (the same)`,
      kind: 'page',
      call: get(`${subGroup}?isAttended=true&offset=${deepAudienceOffset}`),
    },
    {
      label: 'audience list page 1 (invite list)',
      kind: 'page',
      call: get(inviteListAudience),
    },
    {
      label: `audience list offset ${deepInviteListOffset.toLocaleString('en')} (invite list)`,
      kind: 'page',
      call: get(`${inviteListAudience}?offset=${deepInviteListOffset}`),
    },
    {
      label: `audience list offset ${deepInviteListOffset.toLocaleString('en')}, attended only (invite list)`,
      kind: 'page',
      call: get(`${inviteListAudience}?isAttended=true&offset=${deepInviteListOffset}`),
    },
    {
      label: 'audience list count (invite list)',
      kind: 'page',
      call: get(AUDIENCE_LIST_API.count(eventId, ids.inviteListId)),
    },
    {
      label: 'audience list count, attended only (invite list)',
      kind: 'page',
      call: get(`${AUDIENCE_LIST_API.count(eventId, ids.inviteListId)}?isAttended=true`),
    },
    { label: 'invite lists', kind: 'page', call: get(INVITE_LIST_API.lists(eventId)) },
    { label: 'invitees page 1', kind: 'page', call: get(invitees) },
    {
      label: `invitees search "${SEARCH}"`,
      kind: 'search',
      call: get(`${invitees}?search=${SEARCH}`),
    },
    {
      label: 'custom group members page 1',
      kind: 'page',
      call: get(CUSTOM_GROUP_API.members(eventId, ids.customGroupId)),
    },
    {
      label: `custom group members offset ${deepAudienceOffset.toLocaleString('en')}`,
      kind: 'page',
      call: get(
        `${CUSTOM_GROUP_API.members(eventId, ids.customGroupId)}?offset=${deepAudienceOffset}`,
      ),
    },
    {
      label: `audience list offset ${deepAudienceOffset.toLocaleString('en')}, attended only (custom group)`,
      kind: 'page',
      call: get(
        `${AUDIENCE_LIST_API.members(eventId, ids.customGroupId)}?isAttended=true&offset=${deepAudienceOffset}`,
      ),
    },
    {
      label: 'custom group manual members page 1 (STATIC)',
      kind: 'page',
      call: get(CUSTOM_GROUP_API.manualMembers(eventId, ids.staticGroupId)),
    },
    {
      label: 'custom group count',
      kind: 'page',
      call: post(CUSTOM_GROUP_API.audienceCount(eventId), {
        filterSet: null,
        audienceGroupId: ids.customGroupId,
        search: '',
      }),
    },
    {
      label: 'custom group members count, attended only',
      kind: 'page',
      call: get(`${AUDIENCE_LIST_API.count(eventId, ids.customGroupId)}?isAttended=true`),
    },
    {
      label: `custom group members count, search "${SEARCH}"`,
      kind: 'search',
      call: get(`${AUDIENCE_LIST_API.count(eventId, ids.customGroupId)}?search=${SEARCH}`),
    },
    {
      label: 'abandoned page 1 (with its total)',
      kind: 'page',
      call: get(`${ABANDONED_API.list(eventId)}?pageNo=1`),
    },
    { label: 'sessions page 1', kind: 'page', call: get(SESSION_API.list(eventId)) },
    {
      label: 'analytics reports overview',
      kind: 'page',
      call: get(ANALYTICS_API.reports(eventId)),
    },
    {
      label: 'analytics embed URL',
      kind: 'page',
      call: post(ANALYTICS_API.embedUrl(eventId), embedBody),
    },
    { label: 'analytics EVENT_SUMMARY data', kind: 'page', call: summaryData },
    {
      label: 'analytics leaderboard page 1',
      kind: 'page',
      call: get(ANALYTICS_API.leaderboard(eventId)),
    },
  ];
}

/**
 * A registrant not yet checked in checks in: a write that moves the event's audience generation,
 * as registrants completing or checking in do all day on a big event.
 */
function checkInOneRegistrant(db: Db, eventId: number): () => Promise<unknown> {
  return () =>
    db.execute(
      sql`update registrations set is_attended = true where id = (
        select id from registrations
        where event_id = ${eventId}::int and status = 'REGISTERED' and not is_attended limit 1)`,
    );
}

/** How many times the event's audience generation moved since the group's members were kept. */
async function movesSinceKept(db: Db, groupId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(a.generation - c.members_generation, 0)::int as n
      from audience_cell_counts c join audience_generations a on a.event_id = c.event_id
      where c.audience_group_id = ${groupId}::int`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The audiences page's cards and the custom group's and the invite list's pages and counts while
 * one registrant checks in before each call: their kept members and cells are never current, so
 * the custom group is served from its last snapshot, as updating, and the invite list's pages
 * walk its registered invitees (audience-read/freshness.ts).
 */
function changingCases({ address, cookie }: Served, eventId: number, ids: Picked): Case[] {
  const get = (path: string) => () => fetch(`${address}/api${path}`, { headers: { cookie } });
  const deep = Math.floor((N * 0.02) / 20) * 20;
  const deepList = Math.floor((N * 0.002) / 20) * 20;
  const changing = ', while registrants check in';
  return [
    { label: `audience groups${changing}`, kind: 'page', call: get(AUDIENCE_API.groups(eventId)) },
    {
      label: `custom group members offset ${deep.toLocaleString('en')}${changing}`,
      kind: 'page',
      call: get(`${CUSTOM_GROUP_API.members(eventId, ids.customGroupId)}?offset=${deep}`),
    },
    {
      label: `audience list offset ${deep.toLocaleString('en')}, attended only (custom group)${changing}`,
      kind: 'page',
      call: get(
        `${AUDIENCE_LIST_API.members(eventId, ids.customGroupId)}?isAttended=true&offset=${deep}`,
      ),
    },
    {
      label: `custom group members count${changing}`,
      kind: 'page',
      call: get(AUDIENCE_LIST_API.count(eventId, ids.customGroupId)),
    },
    {
      label: `custom group members count, attended only${changing}`,
      kind: 'page',
      call: get(`${AUDIENCE_LIST_API.count(eventId, ids.customGroupId)}?isAttended=true`),
    },
    {
      label: `audience list offset ${deepList.toLocaleString('en')}, attended only (invite list)${changing}`,
      kind: 'page',
      call: get(
        `${AUDIENCE_LIST_API.members(eventId, ids.inviteListId)}?isAttended=true&offset=${deepList}`,
      ),
    },
    {
      label: `audience list count, attended only (invite list)${changing}`,
      kind: 'page',
      call: get(`${AUDIENCE_LIST_API.count(eventId, ids.inviteListId)}?isAttended=true`),
    },
  ];
}

function printTable(rows: readonly Row[], database: string, seedSeconds: number): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\n${N.toLocaleString('en')} registrants on ${database}, seeded in ${seedSeconds.toFixed(1)} s; ` +
      `${RUNS} calls each after ${WARM_UP} warm-up; goal p95 <= ${GOAL_MS.page} ms a page or count, ` +
      `<= ${GOAL_MS.search} ms a search.\n`,
  );
  console.log(`| endpoint | p50 (${database}) | p95 (${database}) | goal |`);
  console.log('| --- | ---: | ---: | --- |');
  for (const row of rows) {
    const goal = row.goalMs;
    if ('error' in row) console.log(`| ${row.label} | error | ${row.error} | <= ${goal} ms: no |`);
    else
      console.log(
        `| ${row.label} | ${ms(row.p50)} | ${ms(row.p95)} | <= ${goal} ms: ${row.p95 <= goal ? 'yes' : 'NO'} |`,
      );
  }
}

async function scaleTable(
  db: Db,
  database: string,
  { eventId, seedSeconds, recount }: ScaleSeeded,
): Promise<void> {
  console.log(
    `Custom group counts kept by the worker's chore: ${recount.groups} groups in ${recount.seconds.toFixed(1)} s.`,
  );
  const ids = await pickIds(db, eventId);
  let rows: Row[] = [];
  await serveLoggedIn(db, { login: demoLogin('organizer') }, async (served) => {
    rows = await measureAll([served], db, eventId, ids);
  });
  printTable(rows, database, seedSeconds);
  console.log(
    `While the event changed: ${(await movesSinceKept(db, ids.customGroupId)).toLocaleString('en')} ` +
      'check-ins since the custom group was kept (the chore does not run during the reads).',
  );
  const databaseUrl = process.env.DATABASE_URL;
  if (API_PROCESSES > 1 && databaseUrl) {
    // The check-ins left the custom groups stale: kept first, or the new processes' workers would
    // keep them all during the first reads.
    const caughtUp = await recountCustomGroups(db);
    console.log(
      `Before the API processes start, ${caughtUp.groups} custom groups kept in ${caughtUp.seconds.toFixed(1)} s.`,
    );
    const login = demoLogin('organizer');
    await serveFromProcesses(API_PROCESSES, databaseUrl, login, async (served) => {
      const inTurns = await measureAll(served, db, eventId, ids, { oneClient: true });
      printTable(inTurns, `${database}, ${API_PROCESSES} API processes in turn`, seedSeconds);
      const together = await measureAll(served, db, eventId, ids);
      printTable(together, `${database}, ${API_PROCESSES} API processes at once`, seedSeconds);
    });
  }
  const bulk = await bulkWork(db, eventId, database);
  printBulk(bulk);
  appendBenchJson({
    bench: 'scale',
    database,
    n: N,
    runs: RUNS,
    warmUp: WARM_UP,
    seedSeconds,
    rows,
    bulk: { resetToPending: bulk.resetToPending, rows: bulk.rows },
    memory: bulk.memory,
  });
}

/** The bulk work, served again with the worker of main.ts running (the reads ran without it). */
async function bulkWork(db: Db, eventId: number, database: string): Promise<BulkResults> {
  const scope =
    database === 'PGlite'
      ? 'the API with its embedded PGlite'
      : 'the API alone; PostgreSQL is another process';
  let results: BulkResults | undefined;
  const setup = await prepareBulkApproval(db, eventId, BULK);
  // The setup's status changes left the custom group counts stale and the facts may be newer than
  // the aggregates: the worker's chores catch up first, so the timing is the bulk work's.
  const recount = await recountCustomGroups(db);
  const refreshStart = performance.now();
  const refreshed = await refreshStaleEvents(db, new Date());
  console.log(
    `Before the bulk work, the chores caught up: ${recount.groups} custom groups recounted in ` +
      `${recount.seconds.toFixed(1)} s, ${refreshed.length} events' aggregates refreshed in ` +
      `${((performance.now() - refreshStart) / 1000).toFixed(1)} s.`,
  );
  const worker = (error: unknown, context: string) => console.error(context, error);
  await serveLoggedIn(db, { login: demoLogin('organizer'), worker }, async (served) => {
    results = await runBulkWork(served, db, {
      eventId,
      setup,
      inviteRows: INVITE_ROWS,
      scope,
    });
  });
  if (!results) throw new Error('bulk work did not run');
  return results;
}

/**
 * The big event seeded by scale-seed.ts in a process of its own (on `dataDir`, or DATABASE_URL's
 * PostgreSQL), which this process then opens as the API does on start.
 */
function seedInItsOwnProcess(dataDir: string | undefined): ScaleSeeded {
  const seed = fileURLToPath(new URL('./scale-seed.ts', import.meta.url));
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', seed, ...(dataDir ? [dataDir] : [])],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 2 ** 20,
    },
  );
  const last = child.stdout.trim().split('\n').at(-1);
  if (child.status !== 0 || !last) throw new Error(`the seed failed (exit ${child.status})`);
  return JSON.parse(last) as ScaleSeeded;
}

/** On DATABASE_URL's PostgreSQL (migrated first), else on a throwaway PGlite. */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'console-bench-'));
  try {
    const seeded = seedInItsOwnProcess(dataDir);
    const handle = openDb(databaseUrl ? { databaseUrl } : { dataDir: dataDir ?? '' });
    try {
      await handle.migrate();
      await scaleTable(handle.db, databaseUrl ? 'PostgreSQL' : 'PGlite', seeded);
    } finally {
      await handle.close();
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
