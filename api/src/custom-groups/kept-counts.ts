/**
 * The kept custom group counts: each group's last exact count is the sum of its kept cells
 * (audience_cell_counts, migration 0023), with the event's audience generation they were counted
 * at. A count is fresh while the event's generation has not moved since; the triggers move it on
 * every write that can change a custom group's members (migration 0014).
 */
import { sql } from 'drizzle-orm';
import { audienceWhere } from '../audiences/audience-query';
import {
  audienceGenerationOf,
  countCellsAndKeep,
  keptCellsTotal,
  sumCells,
} from '../audiences/kept-cells';
import { queryRows, type Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { audienceCellCounts } from '../audiences/schema';
import { customMembersWhere, type CustomMembership } from './memberships';

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
 * keeps the cells with the generation read in the statement that counted them (kept-cells.ts); the
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
