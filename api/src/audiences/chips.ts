/**
 * The Audiences column (spec people §2): the groups each registrant of a page is in, as chips.
 * Computed for the rows asked for only (a page of 20, or a CSV chunk): each branch is an
 * equality on audience_groups' unique system key, or the members' registration index.
 * Role chips follow the event's roles (a webinar has no Sponsors group, spec people §1). Custom
 * groups follow their own membership (an ACTIVE group's filter included, custom-groups/memberships).
 */
import { sql } from 'drizzle-orm';
import { rolesForEventType, type EventType } from '@console/shared/contract';
import { queryRows, type Db } from '../db/client';
import { intList } from '../db/query-helpers';
import {
  customGroupsOfRegistrations,
  loadCustomGroups,
  type EventCustomGroup,
} from '../custom-groups/memberships';
import type { AudienceChip } from '@console/people-contract';

interface ChipRow {
  registration_id: number;
  group_id: number;
  name: string;
  group_key: string | null;
  /** 1 role, 2 flow, 3 ticket: the chips' order (custom groups come last). */
  ord: number;
}

/**
 * The role, flow and ticket groups of the registrations. The event's id is a constant, not
 * `r.event_id`: the planner then joins the page's rows with that event's groups only (13 of the
 * demo database's 165 with the big event: 4.7 -> 1.2 ms), not with every event's.
 */
function systemChipsQuery(eventId: number, registrationIds: readonly number[]) {
  const ids = intList(registrationIds);
  const system = (type: string, ord: number, key: ReturnType<typeof sql>) => sql`
    select r.id as registration_id, g.id as group_id, g.name, g.group_key, ${sql.raw(String(ord))} as ord
      from registrations r
      join audience_groups g on g.event_id = ${eventId}::int and g.type = ${type}
       and coalesce(g.parent_group_id, 0) = 0 and g.group_key = ${key}
     where r.id = any(${ids}) and r.event_id = ${eventId}::int`;
  return sql`
    ${system('ROLE', 1, sql`r.role`)}
    union all ${system('FLOW', 2, sql`r.flow_id::text`)}
    union all ${system('TICKET', 3, sql`r.ticket_type_id::text`)}
    order by registration_id, ord, name, group_id`;
}

export async function audienceChipsOf(
  db: Db,
  event: { id: number; type: EventType },
  registrationIds: readonly number[],
  /** The event's custom groups when the caller has them loaded already. */
  preloadedCustomGroups?: readonly EventCustomGroup[],
): Promise<Map<number, AudienceChip[]>> {
  const chips = new Map<number, AudienceChip[]>();
  if (registrationIds.length === 0) return chips;
  const rows = await queryRows<ChipRow>(db, systemChipsQuery(event.id, registrationIds));
  const customGroups = preloadedCustomGroups ?? (await loadCustomGroups(db, event));
  const custom = await customGroupsOfRegistrations(db, customGroups, registrationIds);
  const roles = new Set<string>(rolesForEventType(event.type));
  for (const row of rows) {
    if (Number(row.ord) === 1 && !roles.has(row.group_key ?? '')) continue;
    const id = Number(row.registration_id);
    const list = chips.get(id) ?? [];
    list.push({ audienceGroupId: Number(row.group_id), name: row.name });
    chips.set(id, list);
  }
  for (const [id, groups] of custom) {
    const named = [...groups].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    chips.set(id, [
      ...(chips.get(id) ?? []),
      ...named.map((g) => ({ audienceGroupId: g.id, name: g.name })),
    ]);
  }
  return chips;
}
