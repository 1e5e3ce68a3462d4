/**
 * Who is in a group, as a condition on registrations (spec people §1, §3): a role group by role,
 * a flow group by flow, a flow's ticket sub-group by flow and ticket, a ticket group by ticket, the
 * status groups by attendance, custom groups by their settings (custom-groups/memberships.ts: the
 * member rows, or the manual members or the saved filter), invite lists by the invitees who
 * registered. Each is an equality on a column of registrations_event_counts_idx, a semi-join on
 * the members' or invitees' key, or a compiled filter.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { customMembersWhere } from '../custom-groups/memberships';
import { registrations } from '../db/schema';
import { invitees } from '../invite-lists/schema';
import type { LoadedGroup } from './group-lookup';

const r = registrations;
const NOBODY = sql`false`;

/** A system group's key as the id it names, or null when it names none. */
export const idOf = (key: string | null): number | null => {
  const id = Number(key);
  return key !== null && Number.isInteger(id) && id > 0 ? id : null;
};

export function membershipWhere(group: LoadedGroup): SQL {
  switch (group.type) {
    case 'ROLE':
      return group.groupKey === null ? NOBODY : sql`${r.role} = ${group.groupKey}`;
    case 'FLOW': {
      const flowId = idOf(group.groupKey);
      return flowId === null ? NOBODY : eq(r.flowId, flowId);
    }
    case 'TICKET': {
      const ticketTypeId = idOf(group.groupKey);
      if (ticketTypeId === null) return NOBODY;
      if (group.parentGroupId === null) return eq(r.ticketTypeId, ticketTypeId);
      const flowId = idOf(group.parentKey);
      return flowId === null
        ? NOBODY
        : (and(eq(r.flowId, flowId), eq(r.ticketTypeId, ticketTypeId)) ?? NOBODY);
    }
    case 'JOINED':
      return eq(r.isAttended, group.groupKey === 'true');
    case 'CUSTOM':
      return customMembersWhere(group.id, group.custom);
    case 'INVITE_ONLY': {
      const i = invitees;
      return sql`exists (select 1 from ${i} where ${i.audienceGroupId} = ${group.id} and ${i.registrationId} = ${r.id})`;
    }
  }
}
