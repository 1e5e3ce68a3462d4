/**
 * One group's page (spec people §3 Feature mapping node, Day access mapping): the feature tree
 * with the group's status of each node, whether the event lets anybody use it (forced inactive,
 * and why), where a derived group offers it (grant section: its base does not grant it; revoke
 * section: its base grants it), whether the group changed it, and its access on every event day.
 */
import {
  createResolver,
  type AccessGroupMapping,
  type AccessSetup,
  type FeatureMappingNode,
  type FeatureTreeNode,
  type Resolver,
} from '@console/access-control-contract';
import type { Db } from '../db/client';
import { listAccessGroups, loadAccessGroup, toAccessGroup, type AccessGroupRow } from './groups';
import { loadSetup, type SetupEvent } from './setup';

function toNode(
  node: FeatureTreeNode,
  resolver: Resolver,
  group: AccessGroupRow,
): FeatureMappingNode {
  const own = resolver.featureStatuses(group.id).get(node.key);
  const reason = resolver.inactiveReasonOf(node.key);
  const derived = !group.isBaseGroup;
  return {
    id: node.key,
    featureId: node.featureId,
    subFeatureId: node.subFeatureId,
    dynSubFeatureRefId: null,
    dynSubFeatureRefType: node.stageName === null ? null : 'STAGE',
    dynSubFeatureName: node.stageName,
    featureName: node.featureName,
    title: node.title,
    featureDetails: {
      basePageDescription: node.basePageDescription,
      grantPageDescription: node.grantPageDescription,
      revokePageDescription: node.revokePageDescription,
    },
    fieldType: node.fieldType,
    grantStatus: own?.status ?? 'NO_GRANT',
    isFeatureActive: reason === null,
    inactiveReason: reason,
    showInGrant: derived && own?.baseStatus !== 'GRANT',
    showInRevoke: derived && own?.baseStatus === 'GRANT',
    changedInDerived: own?.changedInDerived ?? false,
    features: node.children.map((child) => toNode(child, resolver, group)),
  };
}

/** The mapping of a group, from a setup holding it and its base. */
export function mappingOf(setup: AccessSetup, group: AccessGroupRow): AccessGroupMapping {
  const resolver = createResolver(setup);
  return {
    group: toAccessGroup(group),
    features: setup.tree.map((node) => toNode(node, resolver, group)),
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
