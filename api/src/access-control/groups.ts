/**
 * The event's access groups (spec people §3 Access group): made from its audience groups on first
 * use, idempotently (insert-select, ON CONFLICT on the audience group): a base group per role
 * group, and a group derived from the Attendees base per top-level ticket group, flow group and
 * custom group with access control on. A new group gets a day row per event day (a derived one
 * copies its base's). Nothing is ever dropped: a custom group whose access control is turned off
 * keeps its settings, unlisted and giving no access, until it is turned on again.
 */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { EventRole } from '@console/shared/contract';
import type { AccessGroup, AccessGroupType } from '@console/access-control-contract';
import type { Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { customGroupSettings } from '../custom-groups/schema';
import { notFound } from '../http/errors';
import { eventDays } from './event-days';
import { accessDayMappings, accessGroups } from './schema';
import { dateArray, intArray } from './sql-arrays';

export interface AccessEvent {
  id: number;
  startDateTime: Date;
  endDateTime: Date;
  tz: string;
}

export interface AccessGroupRow {
  id: number;
  /** The audience group's current name. */
  name: string;
  groupType: AccessGroupType;
  isBaseGroup: boolean;
  baseAccessGroupId: number | null;
  audienceGroupId: number | null;
  role: EventRole | null;
  /** What the audience group groups by: a ticket type id, a flow id (see audience-read/group-membership.ts). */
  groupKey: string | null;
}

const a = accessGroups;
const g = audienceGroups;
const s = customGroupSettings;

/** Creates the event's missing access groups and their day rows; returns nothing new to the caller. */
export async function ensureAccessGroups(db: Db, event: AccessEvent): Promise<void> {
  const days = eventDays(event);
  await db.transaction(async (tx) => {
    const created = await tx.execute(sql`
      insert into ${a} (event_id, audience_group_id, name, group_type, is_base_group, role)
      select ${g.eventId}, ${g.id}, ${g.name}, 'DEFAULT', true, ${g.groupKey}
      from ${g}
      where ${g.eventId} = ${event.id} and ${g.type} = 'ROLE' and ${g.parentGroupId} is null
      order by ${g.id}
      on conflict (audience_group_id) do nothing
      returning id`);
    const derived = await tx.execute(sql`
      insert into ${a} (event_id, audience_group_id, name, group_type, is_base_group, base_access_group_id)
      select ${g.eventId}, ${g.id}, ${g.name}, ${g.type}, false,
        (select b.id from ${a} b where b.event_id = ${event.id} and b.is_base_group and b.role = 'ATTENDEE' limit 1)
      from ${g} left join ${s} on ${s.audienceGroupId} = ${g.id}
      where ${g.eventId} = ${event.id} and ${g.parentGroupId} is null
        and (${g.type} in ('TICKET', 'FLOW') or (${g.type} = 'CUSTOM' and ${s.isAccessControlEnabled}))
      order by ${g.id}
      on conflict (audience_group_id) do nothing
      returning id`);
    const ids = [...rowsOf(created), ...rowsOf(derived)].map((row) => row.id);
    if (ids.length > 0 && days.length > 0) await copyBaseDays(tx, ids, days);
  });
}

const rowsOf = (result: unknown) => (result as { rows: { id: number }[] }).rows;

/**
 * Day rows for `groupIds` on every day: a base group's GRANT, a derived group's its base's
 * (GRANT where the base has no row). Existing rows are replaced.
 */
export async function copyBaseDays(
  tx: Db,
  groupIds: readonly number[],
  days: readonly string[],
): Promise<void> {
  const d = accessDayMappings;
  await tx.execute(sql`
    insert into ${d} (access_group_id, day_access_date, grant_status)
    select grp.id, day.day, coalesce(base_day.grant_status, 'GRANT')
    from ${a} grp
    cross join unnest(${dateArray(days)}) as day(day)
    left join ${d} base_day
      on base_day.access_group_id = grp.base_access_group_id and base_day.day_access_date = day.day
    where grp.id = any(${intArray(groupIds)})
    on conflict (access_group_id, day_access_date) do update set grant_status = excluded.grant_status`);
}

/** Which access groups give access now: all but custom groups whose access control is off. */
const isListed: SQL =
  or(sql`${a.groupType} <> 'CUSTOM'`, eq(s.isAccessControlEnabled, true)) ?? sql`true`;

const rowColumns = {
  id: a.id,
  name: sql<string>`coalesce(${g.name}, ${a.name})`,
  groupType: a.groupType,
  isBaseGroup: a.isBaseGroup,
  baseAccessGroupId: a.baseAccessGroupId,
  audienceGroupId: a.audienceGroupId,
  role: a.role,
  groupKey: g.groupKey,
};

const TYPE_ORDER = sql`case ${a.groupType} when 'DEFAULT' then 0 when 'TICKET' then 1 when 'FLOW' then 2 else 3 end`;

/** The event's listed access groups: base groups first, then tickets, flows and custom groups. */
export async function listAccessGroups(db: Db, eventId: number): Promise<AccessGroupRow[]> {
  return db
    .select(rowColumns)
    .from(a)
    .leftJoin(g, eq(g.id, a.audienceGroupId))
    .leftJoin(s, eq(s.audienceGroupId, a.audienceGroupId))
    .where(and(eq(a.eventId, eventId), isListed))
    .orderBy(TYPE_ORDER, asc(a.id));
}

/** One listed access group of the event, or 404 (another event's, or one giving no access). */
export async function loadAccessGroup(
  db: Db,
  eventId: number,
  where: { id: number } | { audienceGroupId: number },
  options: { lock?: 'update' } = {},
): Promise<AccessGroupRow> {
  const query = db
    .select(rowColumns)
    .from(a)
    .leftJoin(g, eq(g.id, a.audienceGroupId))
    .leftJoin(s, eq(s.audienceGroupId, a.audienceGroupId))
    .where(
      and(
        eq(a.eventId, eventId),
        'id' in where ? eq(a.id, where.id) : eq(a.audienceGroupId, where.audienceGroupId),
        isListed,
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for(options.lock, { of: a }) : await query;
  if (!row) throw notFound('Access group');
  return row;
}

export const toAccessGroup = (row: AccessGroupRow): AccessGroup => ({
  groupId: row.id,
  groupName: row.name,
  groupType: row.groupType,
  isBaseGroup: row.isBaseGroup,
  baseAccessGroupId: row.baseAccessGroupId,
  audienceGroupId: row.audienceGroupId,
});
