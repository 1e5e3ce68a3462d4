/**
 * seedBigEvent: one published virtual event with N registrants (default 1,000,000) and everything
 * the console's pages read at that scale, in one transaction (a failure leaves nothing behind),
 * every big table written set-based: a few INSERT ... SELECT statements per table, no row loop.
 * The big tables are loaded without their keys, foreign keys and indexes, which are put back
 * before the commit (bulk-load.ts); the triggers fire as for any writer; the aggregates are
 * refreshed by the app's own function; then VACUUM ANALYZE (PGlite has no autovacuum: statistics
 * for the planner, and the visibility map that lets counts use index-only scans).
 */
import { sql } from 'drizzle-orm';
import { ensureAccessGroups } from '../access-control/groups';
import { refreshActivityAggregates } from '../analytics/aggregates';
import { queryRows, type Db } from '../db/client';
import { insertAbandoned } from './abandoned';
import { insertActivityFacts } from './activity';
import { dropConstraintsAndIndexes } from './bulk-load';
import { createBigEvent, type BigEventOptions } from './event';
import { createCustomGroups } from './groups';
import { insertInviteList } from './invitees';
import { ABANDONED_PER_REGISTRANT, DEFAULT_REGISTRANTS, INVITEES_PER_REGISTRANT } from './plan';
import { insertApprovalHistory, insertRegistrants, insertTicketLines } from './registrants';
import { insertSessions, mapGroupsToSessions } from './sessions';
import { seconds, timedSteps, type StepTime } from './steps';

/** Index builds and key validations at least this long are printed one by one. */
const SLOW_DDL_MS = 1000;

/** The tables written in bulk, loaded without their keys, foreign keys and indexes. */
const BULK_TABLES = [
  'registrations',
  'registration_tickets',
  'approval_history',
  'audience_group_members',
  'invitees',
  'abandoned_registrations',
  'activity_facts',
  'activity_daily',
  'leaderboard_points',
];

export interface SeedBigEventOptions extends Partial<BigEventOptions> {
  /** Each step's time as it ends; default console.log. */
  log?: (line: string) => void;
}

export interface BigEventSeeded {
  eventId: number;
  registrants: number;
  steps: readonly StepTime[];
}

export async function seedBigEvent(
  db: Db,
  options: SeedBigEventOptions = {},
): Promise<BigEventSeeded> {
  const { log, ...eventOptions } = options;
  const registrants = eventOptions.registrants ?? DEFAULT_REGISTRANTS;
  if (!Number.isInteger(registrants) || registrants < 1)
    throw new Error(`registrants must be a positive integer, not ${registrants}`);
  const print = log ?? ((line: string) => console.log(line));
  const steps = timedSteps(print);
  const eventId = await db.transaction(async (tx) => {
    // Hash tables and the triggers' transition table in memory; hash joins rather than merge
    // joins, which would sort the generated registrants: they are written in id order.
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`set local enable_mergejoin = off`);
    const big = await steps.run('event, flows, tickets, form, system groups', () =>
      createBigEvent(tx, { ...eventOptions, registrants }),
    );
    const addStaticMembers = await steps.run('sessions, custom and access groups', async () => {
      await insertSessions(tx, big);
      const members = await createCustomGroups(tx, big);
      await mapGroupsToSessions(tx, big);
      // As the access control pages would on their first visit: a group per role, ticket, flow
      // and custom group with access control, with their day rows.
      await ensureAccessGroups(tx, big.event);
      return members;
    });
    const restore = await steps.run('drop keys, foreign keys and indexes of the big tables', () =>
      dropConstraintsAndIndexes(tx, BULK_TABLES),
    );
    const invitees = Math.round(registrants * INVITEES_PER_REGISTRANT);
    await steps.run(`${invitees.toLocaleString('en')} invitees`, () =>
      insertInviteList(tx, big, invitees, registrants),
    );
    const firstId = await steps.run(`${registrants.toLocaleString('en')} registrants`, () =>
      insertRegistrants(tx, big, registrants),
    );
    await steps.run('ticket lines and approval history', async () => {
      await insertTicketLines(tx, big);
      await insertApprovalHistory(tx, big);
    });
    await steps.run('static group members', addStaticMembers);
    const abandoned = Math.round(registrants * ABANDONED_PER_REGISTRANT);
    await steps.run(`${abandoned.toLocaleString('en')} abandoned registrations`, () =>
      insertAbandoned(tx, big, abandoned),
    );
    await steps.run('activity facts', () =>
      insertActivityFacts(tx, big, { first: firstId, count: registrants }),
    );
    await steps.run('refresh activity aggregates', () =>
      refreshActivityAggregates(tx, big.event.id),
    );
    await steps.run('recreate keys, foreign keys and indexes (those over 1 s above)', () =>
      restore((name, ms) => {
        if (ms >= SLOW_DDL_MS) print(`    ${name}: ${seconds(ms)}`);
      }),
    );
    return big.event.id;
  });
  // Outside the transaction (VACUUM cannot run in one); fresh rows leave its index pass nothing.
  await steps.run('vacuum analyze', async () => {
    for (const table of BULK_TABLES)
      await db.execute(sql.raw(`vacuum (analyze, index_cleanup off) ${table}`));
    // The small tables the event added rows to (flows, tickets, groups, sessions) too: with the
    // demo's statistics, the planner took the big event's flows for ids past the table's last and
    // costed a merge join with them as ending early: the Sponsors report went through the counts
    // index and a sort instead of the role's index, which it takes once the tables are analyzed.
    const [others] = await queryRows<{ tables: string }>(
      db,
      sql`select string_agg(c.oid::regclass::text, ', ') as tables from pg_class c
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
          and c.relname <> all(string_to_array(${BULK_TABLES.join(',')}::text, ','))`,
    );
    if (others?.tables) await db.execute(sql.raw(`analyze ${others.tables}`));
  });
  return { eventId, registrants, steps: steps.times };
}
