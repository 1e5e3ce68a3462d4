/**
 * Recounts the stale custom groups of big events in the worker (the audiences page answers their
 * last count as updating, counts.ts), keeping their members with their cells (kept-members.ts):
 * a few groups per run, never counted first, then the longest stale. A group recounted less than
 * a minute ago waits, so an event written to all day costs one count per group a minute, not a
 * count per tick (on PGlite a count at 1 M holds the one connection for seconds).
 */
import { sql } from 'drizzle-orm';
import type { EventType } from '@console/shared/contract';
import { queryRows, type Db } from '../db/client';
import type { JobRegistry } from '../jobs/registry';
import { COUNT_NOW_BELOW_REGISTRANTS, type CountOptions } from './counts';
import { countAndKeep } from './kept-counts';
import { loadCustomGroups } from './memberships';

export const RECOUNT_EVERY_MS = 5_000;
export const RECOUNTS_PER_RUN = 2;
export const RECOUNT_AGAIN_AFTER_MS = 60_000;

interface StaleGroup {
  groupId: number;
  eventId: number;
  eventType: EventType;
}

/** The stale (or never counted) custom groups of events at or over the count-now threshold. */
export async function staleGroupsOfBigEvents(
  db: Db,
  now: Date,
  options: CountOptions & { limit?: number } = {},
): Promise<StaleGroup[]> {
  const below = options.countNowBelow ?? COUNT_NOW_BELOW_REGISTRANTS;
  const rows = await queryRows<{ group_id: number; event_id: number; event_type: EventType }>(
    db,
    sql`select g.id as group_id, g.event_id, e.type as event_type
      from audience_groups g
      join events e on e.id = g.event_id
      left join audience_cell_counts c on c.audience_group_id = g.id
      left join audience_generations a on a.event_id = g.event_id
      where g.type = 'CUSTOM'
        and (c.audience_group_id is null or (
          c.members_generation is distinct from coalesce(a.generation, 0)
          and c.counted_at <= ${now.toISOString()}::timestamptz - make_interval(secs => ${RECOUNT_AGAIN_AFTER_MS / 1000})))
        and (select coalesce(sum(ac.registrants), 0) from audience_counts ac where ac.event_id = g.event_id) >= ${below}::int
      order by c.counted_at asc nulls first, g.id
      limit ${options.limit ?? RECOUNTS_PER_RUN}::int`,
  );
  return rows.map((row) => ({
    groupId: Number(row.group_id),
    eventId: Number(row.event_id),
    eventType: row.event_type,
  }));
}

/** Recounts a few stale groups, each in its own statement; answers the groups recounted. */
export async function recountStaleGroups(
  db: Db,
  now: Date,
  options: CountOptions & { limit?: number } = {},
): Promise<number[]> {
  const stale = await staleGroupsOfBigEvents(db, now, options);
  for (const { groupId, eventId, eventType } of stale) {
    const [group] = await loadCustomGroups(db, { id: eventId, type: eventType }, [groupId]);
    if (group) await countAndKeep(db, eventId, groupId, group, { keepMembers: true });
  }
  return stale.map((s) => s.groupId);
}

export function registerCustomGroupChores(registry: JobRegistry): void {
  registry.registerChore({
    name: 'custom-groups.recount-stale',
    everyMs: RECOUNT_EVERY_MS,
    run: (db, now) => recountStaleGroups(db, now),
  });
}
