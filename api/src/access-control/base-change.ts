/**
 * A derived group's new base, checked and planned without writing: the save stores it
 * (mapping-writes.ts) and the impact preview resolves it in memory (impact.ts), so the two refuse
 * the same bases with the same messages and agree on what the reset leaves.
 */
import type { AccessSetup, GrantStatus } from '@console/access-control-contract';
import { badField } from '../http/errors';
import type { AccessGroupRow } from './groups';

/** A base group has no base to change; the new base must be a base group of the event (400). */
export function assertBaseChange(
  group: AccessGroupRow,
  all: readonly AccessGroupRow[],
  baseAccessGroupId: number,
): void {
  if (group.isBaseGroup)
    throw badField('baseAccessGroupId', 'A base group has no base access to change');
  if (!all.some((candidate) => candidate.id === baseAccessGroupId && candidate.isBaseGroup))
    throw badField('baseAccessGroupId', 'Must be a base group of this event');
}

/**
 * The setup as the save leaves it (a setup holding the group and its new base): the group follows
 * the new base, its own feature and session rows gone, its days the new base's (GRANT where the
 * base has no row), as copyBaseDays stores them.
 */
export function withBaseChange(
  setup: AccessSetup,
  groupId: number,
  baseAccessGroupId: number,
): AccessSetup {
  const base = setup.groups.find((g) => g.groupId === baseAccessGroupId);
  return {
    ...setup,
    groups: setup.groups.map((g) =>
      g.groupId === groupId
        ? {
            ...g,
            baseAccessGroupId,
            features: new Map<string, GrantStatus>(),
            sessions: new Map<number, GrantStatus>(),
            days: new Map(setup.days.map((day) => [day, base?.days.get(day) ?? 'GRANT'] as const)),
          }
        : g,
    ),
  };
}
