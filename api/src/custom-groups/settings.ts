/**
 * One custom group of the event with its settings (404 for any other group: another event's, or
 * a group of another kind), and its wire form (spec people §3 "Custom audience group").
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { notFound } from '../http/errors';
import { audienceGroupSegments } from '../sessions/schema';
import type { CustomGroup } from '@console/people-contract';
import { customGroupSettings } from './schema';

export type SettingsRow = typeof customGroupSettings.$inferSelect;

export interface CustomGroupRow {
  id: number;
  name: string;
  isActive: boolean;
  /** Null for a group made before custom group settings existed (then a STATIC published group). */
  settings: SettingsRow | null;
}

export async function loadCustomGroupRow(
  db: Db,
  eventId: number,
  audienceGroupId: number,
  options: { lock?: 'update' } = {},
): Promise<CustomGroupRow> {
  const g = audienceGroups;
  const query = db
    .select({ id: g.id, name: g.name, isActive: g.isActive, settings: customGroupSettings })
    .from(g)
    .leftJoin(customGroupSettings, eq(customGroupSettings.audienceGroupId, g.id))
    .where(and(eq(g.id, audienceGroupId), eq(g.eventId, eventId), eq(g.type, 'CUSTOM')))
    .limit(1);
  const [row] = options.lock ? await query.for(options.lock, { of: g }) : await query;
  if (!row) throw notFound('Custom group');
  return row;
}

/** Whether the group is mapped to sessions (then its access control cannot be turned off). */
export async function usedInSessionManagement(db: Db, audienceGroupId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(audienceGroupSegments)
    .where(eq(audienceGroupSegments.audienceGroupId, audienceGroupId))
    .limit(1);
  return rows.length > 0;
}

export function toCustomGroup(row: CustomGroupRow, usedInSessions: boolean): CustomGroup {
  const s = row.settings;
  return {
    audienceGroupId: row.id,
    groupName: row.name,
    groupUpdateType: s?.updateType ?? 'STATIC',
    isAccessControlEnabled: s?.isAccessControlEnabled ?? false,
    isGroupAlreadyUsedInSessionManagement: usedInSessions,
    isActive: row.isActive,
    status: s?.status ?? 'PUBLISHED',
    isStaticGroupWithAllSelected: s?.isStaticGroupWithAllSelected ?? false,
    accessGroupFilterMapping: s?.filterSet
      ? {
          conditions: JSON.stringify(s.filterSet.filterConditionsDTOList),
          operationType: s.filterSet.operationType,
        }
      : null,
  };
}
