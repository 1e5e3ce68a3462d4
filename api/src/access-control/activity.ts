/**
 * The access control writes' entries in the activity log: which group, which section, and the
 * values the group stored before and after for each changed feature, day or session (null: the
 * group stores none, so it follows its base or the default).
 */
import type { ActivityValues } from '@console/activity-log-contract';
import type { Db } from '../db/client';
import { recordActivity, type ActivityActor } from '../activity-log/record';
import type { AccessGroupRow } from './groups';

export interface AccessChange {
  eventId: number;
  actor: ActivityActor;
  group: AccessGroupRow;
  action: string;
  summary: string;
  before: ActivityValues;
  after: ActivityValues;
}

export function recordAccessChange(tx: Db, change: AccessChange): Promise<void> {
  return recordActivity(tx, {
    eventId: change.eventId,
    actor: change.actor,
    area: 'ACCESS_CONTROL',
    action: change.action,
    target: { type: 'access-group', id: String(change.group.id), label: change.group.name },
    summary: change.summary,
    before: change.before,
    after: change.after,
  });
}

/** Stored values by key, every asked key present (null when not stored). */
export function storedValues(
  keys: Iterable<string>,
  rows: readonly { key: string; status: string }[],
): Record<string, string | null> {
  const stored = new Map(rows.map((row) => [row.key, row.status]));
  return Object.fromEntries([...keys].map((key) => [key, stored.get(key) ?? null]));
}
