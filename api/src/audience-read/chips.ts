/**
 * The Audiences column (spec people §2): the groups each registrant of a page is in, as chips.
 * Computed for the rows asked for only (a page of 20, or a CSV chunk): the rows' role, flow and
 * ticket matched to the event's system groups, and custom groups through the members'
 * registration index. Role chips follow the event's roles (a webinar has no Sponsors group, spec
 * people §1). Custom groups follow their own membership (an ACTIVE group's filter included,
 * custom-groups/memberships; their kept members while current).
 */
import { sql } from 'drizzle-orm';
import { rolesForEventType, type EventType } from '@console/shared/contract';
import { queryRows, type Db } from '../db/client';
import { intList } from '../db/query-helpers';
import {
  customMembersWhere,
  loadCustomGroups,
  type EventCustomGroup,
} from '../custom-groups/memberships';
import { registrations } from '../db/schema';
import { groupsWithCurrentMembers, keptMembersAmong } from './member-snapshots';
import type { AudienceChip } from '@console/people-contract';

/** The chips' order: role, flow, ticket (custom groups come last). */
const SYSTEM_CHIP_TYPES = ['ROLE', 'FLOW', 'TICKET'] as const;
type SystemChipType = (typeof SYSTEM_CHIP_TYPES)[number];

interface SystemGroupRow {
  id: number;
  type: SystemChipType;
  name: string;
  group_key: string;
}

interface RegistrantKeysRow {
  id: number;
  role: string;
  flow_id: number;
  ticket_type_id: number | null;
}

/**
 * The role, flow and ticket chips of the registrations: the event's system groups (a few rows, one
 * per key by audience_groups_system_key_uq) and the registrations' own keys (one probe each), matched
 * here. Joined in SQL, each registration was probed once per group of a type, so a CSV chunk's cost
 * grew with the number of the event's groups.
 */
async function systemChipsOf(
  db: Db,
  event: { id: number; type: EventType },
  registrationIds: readonly number[],
): Promise<Map<number, AudienceChip[]>> {
  const [groups, registrants] = await Promise.all([
    queryRows<SystemGroupRow>(
      db,
      sql`select id, type, name, group_key from audience_groups
           where event_id = ${event.id}::int and type in ('ROLE', 'FLOW', 'TICKET')
             and coalesce(parent_group_id, 0) = 0 and group_key is not null`,
    ),
    queryRows<RegistrantKeysRow>(
      db,
      sql`select id, role, flow_id, ticket_type_id from registrations
           where id = any(${intList(registrationIds)}) and event_id = ${event.id}::int`,
    ),
  ]);
  const roles = new Set<string>(rolesForEventType(event.type));
  const byKey = new Map(
    groups
      // Role chips follow the event's roles (a webinar has no Sponsors group).
      .filter((g) => g.type !== 'ROLE' || roles.has(g.group_key))
      .map((g) => [`${g.type}:${g.group_key}`, { audienceGroupId: Number(g.id), name: g.name }]),
  );
  const chips = new Map<number, AudienceChip[]>();
  for (const registrant of registrants) {
    const keys: Record<SystemChipType, string | null> = {
      ROLE: registrant.role,
      FLOW: String(registrant.flow_id),
      TICKET: registrant.ticket_type_id === null ? null : String(registrant.ticket_type_id),
    };
    const own = SYSTEM_CHIP_TYPES.flatMap((type) => {
      const chip = keys[type] === null ? undefined : byKey.get(`${type}:${keys[type]}`);
      return chip ? [chip] : [];
    });
    if (own.length > 0) chips.set(Number(registrant.id), own);
  }
  return chips;
}

export async function audienceChipsOf(
  db: Db,
  event: { id: number; type: EventType },
  registrationIds: readonly number[],
  /** The event's custom groups when the caller has them loaded already. */
  preloadedCustomGroups?: readonly EventCustomGroup[],
): Promise<Map<number, AudienceChip[]>> {
  if (registrationIds.length === 0) return new Map();
  const chips = await systemChipsOf(db, event, registrationIds);
  const customGroups = preloadedCustomGroups ?? (await loadCustomGroups(db, event));
  const custom = await customGroupsOfRegistrations(db, event.id, customGroups, registrationIds);
  for (const [id, groups] of custom) {
    const named = [...groups].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    chips.set(id, [
      ...(chips.get(id) ?? []),
      ...named.map((g) => ({ audienceGroupId: g.id, name: g.name })),
    ]);
  }
  return chips;
}

/**
 * Which of `ids` (completed registrations: the rows of an audience page or a CSV chunk) is in
 * which custom group of the event: one union over those rows, of the kept members of the groups
 * whose members are current (member-snapshots.ts: a probe of their key) and the others'
 * conditions.
 */
async function customGroupsOfRegistrations(
  db: Db,
  eventId: number,
  groups: readonly EventCustomGroup[],
  ids: readonly number[],
): Promise<Map<number, EventCustomGroup[]>> {
  const byRegistration = new Map<number, EventCustomGroup[]>();
  if (groups.length === 0) return byRegistration;
  const current = await groupsWithCurrentMembers(
    db,
    eventId,
    groups.map((g) => g.id),
  );
  const idList = intList(ids);
  const tested = groups.filter((g) => !current.has(g.id));
  const branches = [
    ...(current.size > 0 ? [keptMembersAmong([...current], ids)] : []),
    ...tested.map(
      (g) =>
        sql`select ${g.id}::int as group_id, ${registrations.id} as registration_id from ${registrations} where ${registrations.id} = any(${idList}) and ${customMembersWhere(g.id, g, 'ids')}`,
    ),
  ];
  const rows = await queryRows<{ group_id: number; registration_id: number }>(
    db,
    sql.join(branches, sql` union all `),
  );
  const byId = new Map(groups.map((g) => [g.id, g]));
  for (const row of rows) {
    const group = byId.get(Number(row.group_id));
    if (!group) continue;
    const id = Number(row.registration_id);
    byRegistration.set(id, [...(byRegistration.get(id) ?? []), group]);
  }
  return byRegistration;
}
