/**
 * The kept custom group counts (migration 0014): each group's last exact count with the event's
 * audience generation it was counted at. A count is fresh while the event's generation has not
 * moved since; the triggers move it on every write that can change a custom group's members.
 */
import { sql } from 'drizzle-orm';
import { audienceWhere } from '../audiences/audience-query';
import { audienceGenerationOf, countCellsAndKeep, sumCells } from '../audiences/kept-cells';
import { queryRows, type Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { audienceCounts } from '../audiences/schema';
import { customMembersWhere, type CustomMembership } from './memberships';
import { customGroupCounts } from './schema';

export interface KeptCount {
  groupId: number;
  /** The last count; null when the group was never counted. */
  memberCount: number | null;
  /** Counted at the event's current generation: nothing has changed since. */
  isFresh: boolean;
}

const c = customGroupCounts;
const g = audienceGroups;

/** The completed registrations of the event, from the kept system group counts (migration 0013). */
export async function keptRegisteredTotal(db: Db, eventId: number): Promise<number> {
  const ac = audienceCounts;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(${ac.registrants}), 0)::int as n from ${ac} where ${ac.eventId} = ${eventId}::int`,
  );
  return Number(row?.n ?? 0);
}

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
    sql`select ${g.id} as group_id, ${c.memberCount} as member_count,
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

/**
 * Counts the group's REGISTERED members exactly (as its members endpoint lists them) per cell, and
 * keeps the cells (kept-cells.ts) and their sum, the group's count, with the generation read in the
 * statement that counted them: a write committed during the count leaves both stale, never wrongly
 * fresh. A newer kept count is not overwritten; a group deleted meanwhile keeps nothing.
 */
export async function countAndKeep(
  db: Db,
  eventId: number,
  groupId: number,
  membership: CustomMembership | null,
): Promise<number> {
  const where = audienceWhere(eventId, customMembersWhere(groupId, membership), {});
  const { cells, generation } = await countCellsAndKeep(db, eventId, groupId, where);
  const count = sumCells(cells, {});
  await db.execute(
    sql`insert into ${c} (audience_group_id, event_id, member_count, counted_generation, counted_at)
      select ${groupId}::int, ${eventId}::int, ${count}::int, ${generation}::bigint, now()
      where exists (select 1 from ${g} where ${g.id} = ${groupId}::int)
      on conflict (audience_group_id) do update set member_count = excluded.member_count,
        counted_generation = excluded.counted_generation, counted_at = excluded.counted_at
      where ${c.countedGeneration} <= excluded.counted_generation`,
  );
  return count;
}
