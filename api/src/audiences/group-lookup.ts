/**
 * One audience group of the event, with its parent (a flow's ticket sub-group), or 404: a group of
 * another event is unknown here. Writes check the permission of the group's kind (spec people §6).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERROR_CODES, hasAnyPermission, type Permission } from '@console/shared/contract';
import type { Db } from '../db/client';
import { audienceGroups, events } from '../db/schema';
import { loadCustomGroups, type CustomMembership } from '../custom-groups/memberships';
import { ApiError, forbidden, notFound } from '../http/errors';
import {
  groupWritePermission,
  isEditableGroup,
  type AudienceGroup,
  type AudienceGroupDetail,
  type AudienceSubGroup,
} from '@console/people-contract';

export interface LoadedGroup {
  id: number;
  eventId: number;
  type: (typeof audienceGroups.$inferSelect)['type'];
  name: string;
  groupKey: string | null;
  parentGroupId: number | null;
  parentKey: string | null;
  parentName: string | null;
  /** A custom group's settings and compiled filter (what its membership follows); null otherwise. */
  custom: CustomMembership | null;
}

export async function loadGroup(
  db: Db,
  eventId: number,
  audienceGroupId: number,
  options: { lock?: 'update' | 'share' } = {},
): Promise<LoadedGroup> {
  const g = audienceGroups;
  const parent = alias(audienceGroups, 'parent');
  const query = db
    .select({
      id: g.id,
      eventId: g.eventId,
      type: g.type,
      name: g.name,
      groupKey: g.groupKey,
      parentGroupId: g.parentGroupId,
      parentKey: parent.groupKey,
      parentName: parent.name,
      eventType: events.type,
    })
    .from(g)
    .innerJoin(events, eq(events.id, g.eventId))
    .leftJoin(parent, eq(parent.id, g.parentGroupId))
    .where(and(eq(g.id, audienceGroupId), eq(g.eventId, eventId)))
    .limit(1);
  const [row] = options.lock ? await query.for(options.lock, { of: g }) : await query;
  if (!row) throw notFound('Audience group');
  const { eventType, ...group } = row;
  if (group.type !== 'CUSTOM') return { ...group, custom: null };
  const [custom] = await loadCustomGroups(db, { id: eventId, type: eventType }, [group.id]);
  return { ...group, custom: custom ?? null };
}

export const toGroupDetail = (group: LoadedGroup): AudienceGroupDetail => ({
  audienceGroupId: group.id,
  name: group.name,
  audienceGroupType: group.type,
  parentGroupId: group.parentGroupId,
  parentName: group.parentName,
});

/** A group as the audiences page lists it (invite lists included), its audience counted by the caller. */
export const toAudienceGroup = (
  row: Pick<
    typeof audienceGroups.$inferSelect,
    'id' | 'name' | 'description' | 'type' | 'isActive'
  >,
  noOfAudiences: number,
  subGroups: AudienceSubGroup[] = [],
): AudienceGroup => ({
  audienceGroupId: row.id,
  name: row.name,
  description: row.description,
  audienceGroupType: row.type,
  isActive: row.isActive,
  noOfAudiences,
  noOfSubGroups: subGroups.length,
  subGroups,
});

/** A rename or delete: 409 for a system group, 403 without the permission of the group's kind. */
export function assertEditable(group: LoadedGroup, held: readonly Permission[]): void {
  if (!isEditableGroup(group.type))
    throw new ApiError(
      409,
      ERROR_CODES.conflict,
      'System groups (role, flow, ticket, status) cannot be renamed or deleted.',
    );
  if (!hasAnyPermission(held, { anyOf: [groupWritePermission(group.type)] })) throw forbidden();
}

/** Serialises the name checks of one event's groups until the transaction ends. */
export async function lockGroupNames(tx: Db, eventId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('audience_group_names'), ${eventId}::int)`,
  );
}

/**
 * Whether a group of the event (other than `exceptId`) has this name, trimmed and ignoring case.
 * Call it after lockGroupNames in the same transaction, so two requests cannot both pass it.
 */
export async function groupNameTaken(
  tx: Db,
  eventId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const g = audienceGroups;
  const [row] = await tx
    .select({ id: g.id })
    .from(g)
    .where(
      and(
        eq(g.eventId, eventId),
        exceptId === undefined ? undefined : ne(g.id, exceptId),
        sql`lower(btrim(${g.name})) = lower(btrim(${name}::text))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
