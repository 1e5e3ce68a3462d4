/**
 * Custom group counts (spec people §3 noOfAudiences): each group's REGISTERED members as its members
 * endpoint lists them (custom-groups/memberships.ts). A group's last exact count is the sum of its
 * kept cells (audience_cell_counts, migration 0023), with the event's audience generation they were
 * counted at; it is fresh while that generation has not moved (the triggers move it on every write
 * that can change a custom group's members, migration 0014). Counts are served as freshness.ts
 * says: a fresh one is read; a stale one is counted now on a small event, or on a big one answered
 * as updating while the worker keeps it again (snapshot-chore.ts).
 */
import { sql } from 'drizzle-orm';
import type { EventType } from '@console/shared/contract';
import { queryRows, type Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { audienceCellCounts } from '../audiences/schema';
import {
  customMembersWhere,
  loadCustomGroups,
  type CustomMembership,
} from '../custom-groups/memberships';
import {
  audienceGenerationOf,
  countCellsAndKeep,
  keptCellsTotal,
  sumCells,
} from './cell-snapshots';
import { servesStaleSnapshots, type FreshnessOptions } from './freshness';
import { audienceWhere } from './query';

export interface KeptCount {
  groupId: number;
  /** The last count; null when the group was never counted. */
  memberCount: number | null;
  /** Counted at the event's current generation: nothing has changed since. */
  isFresh: boolean;
}

const c = audienceCellCounts;
const g = audienceGroups;

/** Every custom group of the event (or the one named) with its kept count, fresh or not. */
export async function readKeptCounts(
  db: Db,
  eventId: number,
  onlyGroupId?: number,
): Promise<KeptCount[]> {
  const rows = await queryRows<{
    group_id: number;
    member_count: number | null;
    is_fresh: boolean | null;
  }>(
    db,
    sql`select ${g.id} as group_id, ${keptCellsTotal()} as member_count,
        ${c.countedGeneration} = ${audienceGenerationOf(eventId)} as is_fresh
      from ${g} left join ${c} on ${c.audienceGroupId} = ${g.id}
      where ${g.eventId} = ${eventId}::int and ${g.type} = 'CUSTOM'
        ${onlyGroupId === undefined ? sql`` : sql`and ${g.id} = ${onlyGroupId}::int`}
      order by ${g.id}`,
  );
  return rows.map((row) => ({
    groupId: Number(row.group_id),
    memberCount: row.member_count === null ? null : Number(row.member_count),
    isFresh: row.is_fresh === true,
  }));
}

/** The group's REGISTERED members (as its members endpoint lists them), on registrations. */
export const registeredMembersWhere = (
  eventId: number,
  groupId: number,
  membership: CustomMembership | null,
) => audienceWhere(eventId, customMembersWhere(groupId, membership), {});

/**
 * Counts the group's REGISTERED members exactly (as its members endpoint lists them) per cell, and
 * keeps the cells with the generation read in the statement that counted them (cell-snapshots.ts); the
 * group's count is their sum.
 */
export async function countAndKeep(
  db: Db,
  eventId: number,
  groupId: number,
  membership: CustomMembership | null,
): Promise<number> {
  const where = registeredMembersWhere(eventId, groupId, membership);
  const { cells } = await countCellsAndKeep(db, eventId, groupId, where);
  return sumCells(cells, {});
}

export interface CustomGroupCount {
  /** Null: never counted yet. */
  count: number | null;
  /** The count is older than the data (or missing): a recount is under way. */
  isUpdating: boolean;
}

interface CountEvent {
  id: number;
  type: EventType;
}

export async function countCustomGroups(
  db: Db,
  event: CountEvent,
  options: FreshnessOptions = {},
): Promise<Map<number, CustomGroupCount>> {
  const kept = await readKeptCounts(db, event.id);
  const counts = new Map<number, CustomGroupCount>(
    kept.map((k) => [k.groupId, { count: k.memberCount, isUpdating: !k.isFresh }]),
  );
  const stale = kept.filter((k) => !k.isFresh).map((k) => k.groupId);
  if (stale.length === 0 || (await servesStaleSnapshots(db, event.id, options))) return counts;
  for (const group of await loadCustomGroups(db, event, stale))
    counts.set(group.id, {
      count: await countAndKeep(db, event.id, group.id, group),
      isUpdating: false,
    });
  return counts;
}

/**
 * One custom group's members without a search or filter (its audience list's count): the kept
 * count when fresh, or on a big event the last one kept, as updating; else counted now and kept.
 */
export async function countCustomGroupMembers(
  db: Db,
  eventId: number,
  groupId: number,
  membership: CustomMembership | null,
  options: FreshnessOptions = {},
): Promise<{ count: number; isUpdating: boolean }> {
  const [kept] = await readKeptCounts(db, eventId, groupId);
  if (kept?.memberCount != null) {
    if (kept.isFresh) return { count: kept.memberCount, isUpdating: false };
    if (await servesStaleSnapshots(db, eventId, options))
      return { count: kept.memberCount, isUpdating: true };
  }
  return { count: await countAndKeep(db, eventId, groupId, membership), isUpdating: false };
}
