/**
 * Recounts the stale custom groups and big invite lists of big events in the worker, keeping each
 * one's cells and members (member-snapshots.ts): the audiences page answers a stale custom group's
 * last count as updating (freshness.ts), and a page walks its kept members. A few groups per run, never counted first, then the longest stale. A group recounted
 * less than a minute ago waits, so an event written to all day costs one count per group a
 * minute, not a count per tick (on PGlite a big event's count holds the one connection meanwhile).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { ApiError } from '../http/errors';
import type { JobRegistry } from '../jobs/registry';
import { audienceWhere, SMALL_AUDIENCE } from './query';
import { loadGroup } from '../audiences/group-lookup';
import { countAndKeepMembers } from './member-snapshots';
import { membershipWhere } from './group-membership';
import { COUNT_NOW_BELOW_REGISTRANTS, type FreshnessOptions } from './freshness';

export const RECOUNT_EVERY_MS = 5_000;
export const RECOUNTS_PER_RUN = 2;
export const RECOUNT_AGAIN_AFTER_MS = 60_000;

export interface RecountOptions extends FreshnessOptions {
  /** At most this many groups (RECOUNTS_PER_RUN unless given). */
  limit?: number;
  /**
   * An invite list is kept above this many registered invitees (SMALL_AUDIENCE unless given; a
   * smaller one's page reads its rows whole). The tests lower it.
   */
  keepListsAbove?: number;
}

interface StaleGroup {
  groupId: number;
  eventId: number;
}

/**
 * The custom groups and big invite lists of events at or over the count-now threshold whose kept
 * members are not current (stale, never kept, or never counted): a count made during a read
 * keeps the cells alone, so a group whose count is fresh may still wait for its members.
 */
export async function staleGroupsOfBigEvents(
  db: Db,
  now: Date,
  options: RecountOptions = {},
): Promise<StaleGroup[]> {
  const below = options.countNowBelow ?? COUNT_NOW_BELOW_REGISTRANTS;
  const listsAbove = options.keepListsAbove ?? SMALL_AUDIENCE;
  const rows = await queryRows<{ group_id: number; event_id: number }>(
    db,
    sql`select g.id as group_id, g.event_id
      from audience_groups g
      left join audience_cell_counts c on c.audience_group_id = g.id
      left join audience_generations a on a.event_id = g.event_id
      where (g.type = 'CUSTOM' or (g.type = 'INVITE_ONLY' and (
          select ic.invitees from invitee_counts ic
          where ic.audience_group_id = g.id and ic.invitation_status = 'REGISTERED') > ${listsAbove}::int))
        and (c.audience_group_id is null or (
          c.members_generation is distinct from coalesce(a.generation, 0)
          and c.counted_at <= ${now.toISOString()}::timestamptz - make_interval(secs => ${RECOUNT_AGAIN_AFTER_MS / 1000})))
        and (select coalesce(sum(ac.registrants), 0) from audience_counts ac where ac.event_id = g.event_id) >= ${below}::int
      order by c.counted_at asc nulls first, g.id
      limit ${options.limit ?? RECOUNTS_PER_RUN}::int`,
  );
  return rows.map((row) => ({ groupId: Number(row.group_id), eventId: Number(row.event_id) }));
}

/** Recounts and keeps a few stale groups, each in its own statement; answers the groups kept. */
export async function recountStaleGroups(
  db: Db,
  now: Date,
  options: RecountOptions = {},
): Promise<number[]> {
  const kept: number[] = [];
  for (const { groupId, eventId } of await staleGroupsOfBigEvents(db, now, options)) {
    const group = await loadGroup(db, eventId, groupId).catch((error: unknown) => {
      // Deleted since: nothing to keep.
      if (error instanceof ApiError && error.statusCode === 404) return null;
      throw error;
    });
    if (group === null) continue;
    await countAndKeepMembers(
      db,
      eventId,
      groupId,
      audienceWhere(eventId, membershipWhere(group), {}),
    );
    kept.push(groupId);
  }
  return kept;
}

export function registerKeptAudienceChores(registry: JobRegistry): void {
  registry.registerChore({
    name: 'audiences.recount-stale',
    everyMs: RECOUNT_EVERY_MS,
    run: (db, now) => recountStaleGroups(db, now),
  });
}
