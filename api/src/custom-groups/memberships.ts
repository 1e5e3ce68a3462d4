/**
 * Who is in a custom group (spec people §4), as a condition on registrations: an ACTIVE published
 * group is its manual members OR its saved filter, evaluated when read, so a registrant who
 * matches later is in it with no action; any other group (STATIC, a DRAFT, a group without
 * settings) is its member rows. A saved filter that no longer compiles (its form field was
 * removed) selects nobody rather than everyone; the manual members stay.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EventType } from '@console/shared/contract';
import { queryRows, type Db } from '../db/client';
import { audienceGroupMembers, audienceGroups, registrations } from '../db/schema';
import { ApiError } from '../http/errors';
import type { CustomGroupStatus, FilterSet, GroupUpdateType } from '@console/people-contract';
import { compileFilterSet } from './compile';
import { loadFilterContext, type FilterContext } from './filter-fields';
import { customGroupSettings } from './schema';

export interface CustomMembership {
  updateType: GroupUpdateType;
  status: CustomGroupStatus;
  /** The compiled saved filter of an ACTIVE published group; null otherwise. */
  filter: SQL | null;
}

export interface EventCustomGroup extends CustomMembership {
  id: number;
  name: string;
  isAccessControlEnabled: boolean;
}

const NOBODY = sql`false`;

const isLive = (m: Pick<CustomMembership, 'updateType' | 'status'>) =>
  m.updateType === 'ACTIVE' && m.status === 'PUBLISHED';

/** A saved filter as SQL; one that no longer fits the event's fields selects nobody. */
export function savedFilterSql(filterSet: FilterSet, context: FilterContext): SQL {
  try {
    return compileFilterSet(filterSet, context);
  } catch (error) {
    if (error instanceof ApiError) return NOBODY;
    throw error;
  }
}

const m = audienceGroupMembers;

/**
 * How a membership condition is read: along the event's rows (a page, a count, a CSV) or for a
 * few registrations named by id (the chips of a page, one person's access groups).
 */
export type MembershipRead = 'rows' | 'ids';

/**
 * The registrants added to the group by id (the 'Manually added' tag), spelled for how it is read.
 * For a few ids, an EXISTS: one index probe per registration. Along rows, an IN: read once into a
 * hash. Both are the same condition, but inside a live group's OR the planner costs an EXISTS as
 * a probe per row even where it then hashes it: a count under a search added a bitmap of every
 * registrant of the event to cut the rows to probe, where the IN reads the trigram matches alone.
 */
export const manualMembersWhere = (groupId: number, read: MembershipRead = 'rows'): SQL =>
  read === 'ids'
    ? sql`exists (select 1 from ${m} where ${m.groupId} = ${groupId}::int and ${m.registrationId} = ${registrations.id} and ${m.addedManually})`
    : sql`${registrations.id} in (select ${m.registrationId} from ${m} where ${m.groupId} = ${groupId}::int and ${m.addedManually})`;

/** Whether the group's members are its member rows: any group but an ACTIVE published one. */
export const isMemberRows = (membership: CustomMembership): boolean => !isLive(membership);

/**
 * How many member rows the group has (only those added by id with `manualOnly`), counted up to
 * `cap`: the page's plan needs to know none and few from many, not a big group's size.
 */
export async function memberRowsUpTo(
  db: Db,
  groupId: number,
  manualOnly: boolean,
  cap: number,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${m} where ${m.groupId} = ${groupId}::int
      ${manualOnly ? sql`and ${m.addedManually}` : sql``} limit ${cap}::int) as capped`,
  );
  return row?.n ?? 0;
}

/** The members' condition on registrations (which the caller limits to REGISTERED ones of the event). */
export function customMembersWhere(
  groupId: number,
  membership: CustomMembership | null,
  read: MembershipRead = 'rows',
): SQL {
  if (membership === null || isMemberRows(membership))
    return sql`exists (select 1 from ${m} where ${m.groupId} = ${groupId}::int and ${m.registrationId} = ${registrations.id})`;
  const manual = manualMembersWhere(groupId, read);
  return membership.filter === null ? manual : sql`(${manual} or ${membership.filter})`;
}

/** The custom groups of an event (or the ones named) with their settings and compiled filters. */
export async function loadCustomGroups(
  db: Db,
  event: { id: number; type: EventType },
  onlyIds?: readonly number[],
): Promise<EventCustomGroup[]> {
  const g = audienceGroups;
  const s = customGroupSettings;
  const rows = await db
    .select({
      id: g.id,
      name: g.name,
      updateType: s.updateType,
      status: s.status,
      isAccessControlEnabled: s.isAccessControlEnabled,
      filterSet: s.filterSet,
    })
    .from(g)
    .leftJoin(s, eq(s.audienceGroupId, g.id))
    .where(
      and(
        eq(g.eventId, event.id),
        eq(g.type, 'CUSTOM'),
        onlyIds === undefined ? undefined : inArray(g.id, [...onlyIds]),
      ),
    )
    .orderBy(g.id);
  // A group without a settings row predates custom group settings: its member rows, as STATIC.
  const groups = rows.map((row) => ({
    ...row,
    updateType: row.updateType ?? ('STATIC' as const),
    status: row.status ?? ('PUBLISHED' as const),
    isAccessControlEnabled: row.isAccessControlEnabled ?? false,
  }));
  const filtered = groups.filter((row) => row.filterSet !== null && isLive(row));
  const context = filtered.length > 0 ? await loadFilterContext(db, event) : null;
  return groups.map(({ filterSet, ...row }) => ({
    ...row,
    filter: filterSet && context && isLive(row) ? savedFilterSql(filterSet, context) : null,
  }));
}
