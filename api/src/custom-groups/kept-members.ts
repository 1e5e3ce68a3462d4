/**
 * A custom group's kept members (custom_group_kept_members, migration 0026): on a big event the
 * recount chore keeps, with the group's cells, the registrants its count found, each with the
 * columns of the audience list's order and filters. While the event's audience generation is the
 * one they were kept at, they are the group's members exactly, and a page or the CSV without a
 * search walks them from custom_group_kept_members_newest_idx alone: the walk along the event's
 * registrants tests the saved filter on each (form answers are in no index), 0.6-0.9 s for page
 * 1,001 of a group at 1 M. A stale list is not read; the chore keeps it again.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  filterColumnsWhere,
  type AudienceFilter,
  type AudienceWalk,
} from '../audiences/audience-query';
import { audienceGenerationOf } from '../audiences/kept-cells';
import { audienceCellCounts } from '../audiences/schema';
import { queryRows, type Db } from '../db/client';
import { newestFirst, type NewestFirstColumns } from '../db/keyset';
import { audienceGroups } from '../db/schema';
import { customGroupKeptMembers } from './schema';

const k = customGroupKeptMembers;
const c = audienceCellCounts;

const KEPT_ORDER: NewestFirstColumns = { createdAt: k.registrationCreatedAt, id: k.registrationId };

/**
 * The CTEs (for countCellsAndKeep's statement) that make the group's kept members the rows of its
 * `audience` CTE. One full join of the kept rows and the audience finds what differs: kept rows no
 * longer in the audience are deleted, new or changed ones written; unchanged rows are not touched,
 * so a recount after a few changes writes a few rows.
 */
export const keepMembersFromAudience = (groupId: number): SQL => sql`
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

/** Whether the group's kept members are its members now: kept at the event's current generation. */
async function areKeptMembersCurrent(db: Db, eventId: number, groupId: number): Promise<boolean> {
  const rows = await queryRows<{ current: number }>(
    db,
    sql`select 1 as current from ${c}
      where ${c.audienceGroupId} = ${groupId}::int and ${c.eventId} = ${eventId}::int
        and ${c.membersGeneration} = ${audienceGenerationOf(eventId)}`,
  );
  return rows.length > 0;
}

/**
 * The walk along the group's kept members with the role, attendance and ticket filters, where the
 * members kept are current; else null (the caller walks the event). Not for a search.
 */
export async function keptMembersWalk(
  db: Db,
  eventId: number,
  groupId: number,
  filter: AudienceFilter,
): Promise<AudienceWalk | null> {
  if (!(await areKeptMembersCurrent(db, eventId, groupId))) return null;
  return {
    order: KEPT_ORDER,
    ids: (page, after) =>
      db
        .select({ id: k.registrationId })
        .from(k)
        .where(and(eq(k.audienceGroupId, groupId), filterColumnsWhere(k, filter), after))
        .orderBy(...newestFirst(KEPT_ORDER))
        .limit(page.limit)
        .offset(page.offset),
  };
}
