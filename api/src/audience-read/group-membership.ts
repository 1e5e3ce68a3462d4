/**
 * Who is in a group, as a condition on registrations (spec people §1, §3): a role group by role,
 * a flow group by flow, a flow's ticket sub-group by flow and ticket, a ticket group by ticket, the
 * status groups by attendance, custom groups by their settings (custom-groups/memberships.ts: the
 * member rows, or the manual members or the saved filter), invite lists by the invitees who
 * registered. Each is an equality on a column of registrations_event_counts_idx, a semi-join on
 * the members' or invitees' key, or a compiled filter.
 */
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { customMembersWhere } from '../custom-groups/memberships';
import { registrations } from '../db/schema';
import { invitees } from '../invite-lists/schema';
import type { LoadedGroup } from '../audiences/group-lookup';

const r = registrations;
const NOBODY = sql`false`;

/** A system group's key as the id it names, or null when it names none. */
const idOf = (key: string | null): number | null => {
  const id = Number(key);
  return key !== null && Number.isInteger(id) && id > 0 ? id : null;
};

/** The columns a system group's membership compares, on registrations or on audience_counts. */
export interface SystemGroupColumns {
  role: AnyColumn;
  flowId: AnyColumn;
  ticketTypeId: AnyColumn;
  isAttended: AnyColumn;
}

/** A system group's members as equalities on `columns`; null for custom groups and invite lists. */
export function systemGroupWhere(group: LoadedGroup, columns: SystemGroupColumns): SQL | null {
  switch (group.type) {
    case 'ROLE':
      return group.groupKey === null ? NOBODY : sql`${columns.role} = ${group.groupKey}`;
    case 'FLOW': {
      const flowId = idOf(group.groupKey);
      return flowId === null ? NOBODY : eq(columns.flowId, flowId);
    }
    case 'TICKET': {
      const ticketTypeId = idOf(group.groupKey);
      if (ticketTypeId === null) return NOBODY;
      if (group.parentGroupId === null) return eq(columns.ticketTypeId, ticketTypeId);
      const flowId = idOf(group.parentKey);
      return flowId === null
        ? NOBODY
        : (and(eq(columns.flowId, flowId), eq(columns.ticketTypeId, ticketTypeId)) ?? NOBODY);
    }
    case 'JOINED':
      return eq(columns.isAttended, group.groupKey === 'true');
    case 'CUSTOM':
    case 'INVITE_ONLY':
      return null;
  }
}

export function membershipWhere(group: LoadedGroup): SQL {
  const system = systemGroupWhere(group, r);
  if (system !== null) return system;
  if (group.type === 'CUSTOM') return customMembersWhere(group.id, group.custom);
  const i = invitees;
  return sql`exists (select 1 from ${i} where ${i.audienceGroupId} = ${group.id} and ${i.registrationId} = ${r.id})`;
}
