/**
 * How fresh the audience snapshots are served (decision 0048). A custom group's or an invite
 * list's snapshot (its cells and, on a big event, its members: cell-snapshots.ts, member-snapshots.ts) is
 * stamped with the event's audience generation, which every write that can change a group moves.
 * On an event of fewer than COUNT_NOW_BELOW_REGISTRANTS completed registrations a stale snapshot
 * is counted again during the read, so every answer is exact. On a bigger one such a count takes
 * longer than a page may, so the last snapshot is served, flagged as updating, while the worker
 * keeps it again (snapshot-chore.ts): a custom group's count and pages, a big invite list's
 * filtered counts and pages (its invitees stay exact). The fixed-dimension counts (roles,
 * flows, tickets, statuses, approval tabs, invitees) are never snapshots: their triggers keep them
 * exact in the writing transaction.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { audienceCounts } from '../audiences/schema';

/** From this many completed registrations, an event's stale snapshots are served as kept. */
export const COUNT_NOW_BELOW_REGISTRANTS = 20_000;

export interface FreshnessOptions {
  /** COUNT_NOW_BELOW_REGISTRANTS unless given (the tests lower it to take the big-event path). */
  countNowBelow?: number;
}

/** The completed registrations of the event, from the kept system group counts (migration 0013). */
export async function keptRegisteredTotal(db: Db, eventId: number): Promise<number> {
  const c = audienceCounts;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(${c.registrants}), 0)::int as n from ${c} where ${c.eventId} = ${eventId}::int`,
  );
  return Number(row?.n ?? 0);
}

/** Whether the event's stale snapshots are served as kept rather than counted during the read. */
export async function servesStaleSnapshots(
  db: Db,
  eventId: number,
  options: FreshnessOptions = {},
): Promise<boolean> {
  const below = options.countNowBelow ?? COUNT_NOW_BELOW_REGISTRANTS;
  return (await keptRegisteredTotal(db, eventId)) >= below;
}
