/**
 * The member table's rows (spec people §2: Audiences count, name and email, Access groups, Ticket
 * type, Status, the 'Manually added' tag), computed for the rows asked for only (a page of 20 or
 * a CSV chunk). noOfAudiences counts the person's role, flow and ticket groups (the audience
 * list's chips) and the custom groups they are in by each group's own membership; accessGroupList
 * names the role, flow and ticket groups and the custom groups with access control on.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { EventType } from '@console/shared/contract';
import { audienceChipsOf } from '../audience-read/chips';
import { registrantFields } from '../audience-read/registrant-fields';
import type { Db } from '../db/client';
import { audienceGroupMembers, registrations, ticketTypes } from '../db/schema';
import type { CustomGroupMember } from '@console/people-contract';
import type { EventCustomGroup } from './memberships';

const r = registrations;

export interface MemberRowsContext {
  event: { id: number; type: EventType };
  /** The event's custom groups (loadCustomGroups), for the counts and access groups. */
  customGroups: readonly EventCustomGroup[];
  /** The group whose manual members are tagged; null: nobody is. */
  groupId: number | null;
}

async function manualMembersOf(
  db: Db,
  groupId: number | null,
  ids: number[],
): Promise<Set<number>> {
  if (groupId === null) return new Set();
  const m = audienceGroupMembers;
  const rows = await db
    .select({ id: m.registrationId })
    .from(m)
    .where(and(eq(m.groupId, groupId), eq(m.addedManually, true), inArray(m.registrationId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The rows of `orderedIds`, in that order. */
export async function memberRows(
  db: Db,
  context: MemberRowsContext,
  orderedIds: readonly number[],
): Promise<CustomGroupMember[]> {
  if (orderedIds.length === 0) return [];
  const ids = [...orderedIds];
  const [rows, chips, manual] = await Promise.all([
    db
      .select(registrantFields)
      .from(r)
      .leftJoin(ticketTypes, eq(ticketTypes.id, r.ticketTypeId))
      .where(inArray(r.id, ids)),
    audienceChipsOf(db, context.event, ids, context.customGroups),
    manualMembersOf(db, context.groupId, ids),
  ]);
  const customById = new Map(context.customGroups.map((g) => [g.id, g]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const all = chips.get(id) ?? [];
    const system = all.filter((chip) => !customById.has(chip.audienceGroupId));
    const custom = all.flatMap((chip) => customById.get(chip.audienceGroupId) ?? []);
    const member: CustomGroupMember = {
      registrationId: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      noOfAudiences: system.length + custom.length,
      accessGroupList: [
        ...system.map((chip) => chip.name),
        ...custom.filter((g) => g.isAccessControlEnabled).map((g) => g.name),
      ],
      ticketTypeId: row.ticketTypeId,
      ticketTypeName: row.ticketTypeName,
      role: row.role,
      isAttended: row.isAttended,
      flowContextId: row.flowContextId,
      isManuallyAdded: manual.has(id),
    };
    return [member];
  });
}
