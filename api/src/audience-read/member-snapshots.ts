/**
 * A group's kept members (audience_kept_members, migration 0026): on a big event the recount chore
 * keeps, with the cells of each custom group and big invite list, the registrants its count found,
 * each with the columns of the audience list's order and filters. While the event's audience
 * generation is the one they were kept at, they are the group's audience exactly, and a page or the
 * CSV without a search walks them from audience_kept_members_newest_idx alone. The event's walk
 * tests a custom group's saved filter on each registrant (form answers are in no index), and the
 * invitees' walk finds a registration per step, so a deep page of either passes every row before
 * it. Stale members are walked as kept on a big event (freshness.ts), where the group's count is
 * answered as updating too, until the chore keeps them again.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { newestFirst, type NewestFirstColumns } from '../db/keyset';
import { intList } from '../db/query-helpers';
import { audienceGroups } from '../db/schema';
import type { AudienceWalk } from './walk';
import { filterColumnsWhere, type AudienceFilter } from './filter';
import { audienceGenerationOf, countCellsAndKeep, type CountedCells } from './cell-snapshots';
import { audienceCellCounts, audienceKeptMembers } from '../audiences/schema';
import { servesStaleSnapshots, type FreshnessOptions } from './freshness';

const k = audienceKeptMembers;
const c = audienceCellCounts;

const KEPT_ORDER: NewestFirstColumns = { createdAt: k.registrationCreatedAt, id: k.registrationId };

/**
 * The CTEs (for countCellsAndKeep's statement) that make the group's kept members the rows of its
 * `audience` CTE. One full join of the kept rows and the audience finds what differs: kept rows no
 * longer in the audience are deleted, new or changed ones written; unchanged rows are not touched,
 * so a recount after a few changes writes a few rows.
 */
const keepMembersFromAudience = (groupId: number): SQL => sql`
  members_changed as (
    select kept.registration_id as gone_id, audience.id, audience.created_at, audience.role,
      audience.ticket_type_id, audience.is_attended
    from (
      select ${k.registrationId} as registration_id, ${k.registrationCreatedAt} as created_at,
        ${k.role} as role, ${k.ticketTypeId} as ticket_type_id, ${k.isAttended} as is_attended
      from ${k} where ${k.audienceGroupId} = ${groupId}::int
    ) kept
    full join audience on audience.id = kept.registration_id
    where (kept.created_at, kept.role, kept.ticket_type_id, kept.is_attended)
      is distinct from (audience.created_at, audience.role, audience.ticket_type_id, audience.is_attended)
  ),
  members_gone as (
    delete from ${k} where ${k.audienceGroupId} = ${groupId}::int and ${k.registrationId} in (
      select gone_id from members_changed where members_changed.id is null)
  ),
  members_kept as (
    insert into ${k} (audience_group_id, registration_id, registration_created_at, role,
      ticket_type_id, is_attended)
    select ${groupId}::int, id, created_at, role, ticket_type_id, is_attended
    from members_changed
    where id is not null
      and exists (select 1 from ${audienceGroups} where ${audienceGroups.id} = ${groupId}::int)
    on conflict (audience_group_id, registration_id) do update set
      registration_created_at = excluded.registration_created_at, role = excluded.role,
      ticket_type_id = excluded.ticket_type_id, is_attended = excluded.is_attended
  )`;

/**
 * Counts the group's audience (`where`: the event's completed registrations in the group) per cell
 * and keeps its cells and members in one statement, at the generation read in it (cell-snapshots.ts).
 * One group's keeps run one after another (an advisory lock taken before the statement's
 * snapshot), so a later keep never starts from an older state.
 */
export function countAndKeepMembers(
  db: Db,
  eventId: number,
  groupId: number,
  where: SQL,
): Promise<CountedCells> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('audience_kept_members'), ${groupId}::int)`,
    );
    // The audience and the kept rows are compared in memory: a big group's rows spilled both to
    // disk under the default work_mem, which made each keep several times slower.
    await tx.execute(sql`set local work_mem = '64MB'`);
    return countCellsAndKeep(tx, eventId, groupId, where, keepMembersFromAudience(groupId));
  });
}

/**
 * Those of the groups (of one event) whose kept members are their members now: kept at the
 * event's current generation.
 */
export async function groupsWithCurrentMembers(
  db: Db,
  eventId: number,
  groupIds: readonly number[],
): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set();
  const rows = await queryRows<{ group_id: number }>(
    db,
    sql`select ${c.audienceGroupId} as group_id from ${c}
      where ${c.audienceGroupId} = any(${intList(groupIds)}) and ${c.eventId} = ${eventId}::int
        and ${c.membersGeneration} = ${audienceGenerationOf(eventId)}`,
  );
  return new Set(rows.map((row) => Number(row.group_id)));
}

/**
 * Which of `registrationIds` each group whose members are current has (groupsWithCurrentMembers),
 * as SQL rows (group_id, registration_id): one probe of the kept members' key per row and group.
 */
export const keptMembersAmong = (
  groupIds: readonly number[],
  registrationIds: readonly number[],
): SQL =>
  sql`select ${k.audienceGroupId} as group_id, ${k.registrationId} as registration_id from ${k}
    where ${k.audienceGroupId} = any(${intList(groupIds)})
      and ${k.registrationId} = any(${intList(registrationIds)})`;

/**
 * The walk along the group's kept members with the role, attendance and ticket filters, where they
 * are current, or on a big event whatever their age (freshness.ts), as the group's count is; else
 * null (the caller walks otherwise). Not for a search.
 */
export async function keptMembersWalk(
  db: Db,
  eventId: number,
  group: { id: number; type: 'CUSTOM' | 'INVITE_ONLY' },
  filter: AudienceFilter,
  options: FreshnessOptions = {},
): Promise<AudienceWalk | null> {
  const [kept] = await queryRows<{ is_current: boolean }>(
    db,
    sql`select ${c.membersGeneration} = ${audienceGenerationOf(eventId)} as is_current from ${c}
      where ${c.audienceGroupId} = ${group.id}::int and ${c.eventId} = ${eventId}::int
        and ${c.membersGeneration} is not null`,
  );
  if (kept === undefined) return null;
  if (!kept.is_current && !(await servesStaleSnapshots(db, eventId, options))) return null;
  return {
    order: KEPT_ORDER,
    ids: (page, after) =>
      db
        .select({ id: k.registrationId })
        .from(k)
        .where(and(eq(k.audienceGroupId, group.id), filterColumnsWhere(k, filter), after))
        .orderBy(...newestFirst(KEPT_ORDER))
        .limit(page.limit)
        .offset(page.offset),
  };
}
