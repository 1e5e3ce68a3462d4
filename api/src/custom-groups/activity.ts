/**
 * A custom group's writes in the activity log (area CUSTOM_GROUPS): created, saved (its name,
 * settings, status, filter conditions and how many manual members it has, changed values only) and a manual
 * member removed. Rename and delete are the audience group's (audiences/activity.ts).
 */
import { and, count, eq } from 'drizzle-orm';
import type { ActivityValues } from '@console/activity-log-contract';
import type { FilterCondition, FilterEntry } from '@console/people-contract';
import type { Db } from '../db/client';
import { audienceGroupMembers, registrations } from '../db/schema';
import type { ActivityActor } from '../activity-log/record';
import { recordGroupChange } from '../audiences/activity';
import type { CustomGroupRow } from './settings';

type Value = string | number | boolean | null | string[];

export interface CustomGroupEntry {
  eventId: number;
  actor: ActivityActor;
  group: { id: number; name: string };
  verb: string;
  summary: string;
  before: ActivityValues;
  after: ActivityValues;
}

export function recordCustomGroupChange(tx: Db, entry: CustomGroupEntry): Promise<void> {
  const { eventId, group, ...change } = entry;
  return recordGroupChange(tx, { ...change, group: { ...group, eventId, type: 'CUSTOM' } });
}

/** How many members of the group were added by hand. */
export async function manualMemberCount(tx: Db, groupId: number): Promise<number> {
  const m = audienceGroupMembers;
  const [row] = await tx
    .select({ n: count() })
    .from(m)
    .where(and(eq(m.groupId, groupId), eq(m.addedManually, true)));
  return row?.n ?? 0;
}

const describeCondition = (c: FilterCondition): string =>
  `${c.fieldName} ${c.operator} ${JSON.stringify(c.compareValue)}`;

/** A filter's condition, or a group of them in brackets, as one readable line. */
const describeEntry = (entry: FilterEntry): string =>
  'isFilterGroup' in entry
    ? `(${entry.conditions.map(describeCondition).join(` ${entry.conditionOperator} `)})`
    : describeCondition(entry);

/** What a save may change, as the log shows it. */
export function savedValues(row: CustomGroupRow, manualMembers: number): Record<string, Value> {
  const s = row.settings;
  return {
    name: row.name,
    updateType: s?.updateType ?? 'STATIC',
    isAccessControlEnabled: s?.isAccessControlEnabled ?? false,
    status: s?.status ?? 'PUBLISHED',
    isActive: row.isActive,
    filterOperation: s?.filterSet?.operationType ?? null,
    filter: (s?.filterSet?.filterConditionsDTOList ?? []).map(describeEntry),
    isStaticGroupWithAllSelected: s?.isStaticGroupWithAllSelected ?? false,
    manualMembers,
  };
}

/** A registrant's name for a summary: first and last name, or the email without them. */
export async function registrantName(tx: Db, registrationId: number): Promise<string> {
  const r = registrations;
  const [row] = await tx
    .select({ first: r.firstName, last: r.lastName, email: r.email })
    .from(r)
    .where(eq(r.id, registrationId));
  return `${row?.first ?? ''} ${row?.last ?? ''}`.trim() || (row?.email ?? `#${registrationId}`);
}
