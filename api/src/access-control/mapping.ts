/**
 * One group's page (spec people §3 Feature mapping node, Day access mapping): the feature tree
 * (groupMappingNodes of the contract: the group's own status of each node, whether the event lets
 * anybody use it, where a derived group offers it, whether the group changed it) and its access
 * on every event day.
 */
import {
  createResolver,
  groupMappingNodes,
  type AccessGroupMapping,
  type AccessSetup,
} from '@console/access-control-contract';
import type { Db } from '../db/client';
import { listAccessGroups, loadAccessGroup, toAccessGroup, type AccessGroupRow } from './groups';
import { loadSetup, type SetupEvent } from './setup';

/** The mapping of a group, from a setup holding it and its base. */
export function mappingOf(setup: AccessSetup, group: AccessGroupRow): AccessGroupMapping {
  const resolver = createResolver(setup);
  return {
    group: toAccessGroup(group),
    features: groupMappingNodes(setup.tree, resolver, group),
    days: setup.days.map((day) => ({
      id: `DAY:${day}`,
      grantStatus: resolver.dayStatus(group.id, day),
      dayAccessDate: day,
      featureName: 'DAY' as const,
    })),
  };
}

/** A group and the setup for its page: the group, its base, the event's settings and stages. */
export async function groupSetup(
  db: Db,
  event: SetupEvent,
  accessGroupId: number,
  options: { lock?: 'update' } = {},
): Promise<{ group: AccessGroupRow; all: AccessGroupRow[]; setup: AccessSetup }> {
  const group = await loadAccessGroup(db, event.id, { id: accessGroupId }, options);
  const all = await listAccessGroups(db, event.id);
  return { group, all, setup: await loadSetup(db, event, [group], all) };
}

export async function readMapping(
  db: Db,
  event: SetupEvent,
  accessGroupId: number,
): Promise<AccessGroupMapping> {
  const { group, setup } = await groupSetup(db, event, accessGroupId);
  return mappingOf(setup, group);
}
