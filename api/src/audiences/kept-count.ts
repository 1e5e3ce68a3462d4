/**
 * An audience list's count without a search or filter, from what is kept rather than a scan of
 * the event's registrants: the whole event and the system groups from audience_counts (migration
 * 0013), a custom group from its kept count (custom-groups/counts.ts). The same conditions as
 * membership.ts, on the kept rows' columns. Invite lists are counted as before (null).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { countCustomGroupMembers } from '../custom-groups/counts';
import type { AudienceFilter } from './audience-query';
import type { LoadedGroup } from './group-lookup';
import { systemGroupWhere } from './membership';
import { audienceCounts } from './schema';

const c = audienceCounts;

export const isUnfiltered = (filter: AudienceFilter): boolean =>
  !filter.search?.trim() &&
  !filter.roleTypeFilters?.length &&
  filter.isAttended === undefined &&
  !filter.ticketTypeFilter?.length;

async function sumKept(db: Db, eventId: number, condition: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(${c.registrants}), 0)::int as n from ${c}
      where ${c.eventId} = ${eventId}::int and ${condition}`,
  );
  return Number(row?.n ?? 0);
}

/** The unfiltered count of the event's (null) or a group's audience; null: count it instead. */
export async function keptAudienceCount(
  db: Db,
  eventId: number,
  group: LoadedGroup | null,
): Promise<number | null> {
  if (group === null) return sumKept(db, eventId, sql`true`);
  if (group.type === 'CUSTOM') return countCustomGroupMembers(db, eventId, group.id, group.custom);
  const condition = systemGroupWhere(group, c);
  return condition === null ? null : sumKept(db, eventId, condition);
}
