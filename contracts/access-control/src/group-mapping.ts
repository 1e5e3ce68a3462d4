/**
 * One group's feature mapping nodes (spec people §3 Feature mapping node), from the resolver: the
 * group's own status of each node (what its page's switches start from), whether the event lets
 * anybody use it, where a derived group offers it (grant section: its base does not give it;
 * revoke section: its base gives it) and whether the group changed it. The API answers these and
 * the contract's tests build the same pages from them.
 */
import type { FeatureTreeNode } from './feature-tree';
import type { Resolver } from './resolver';
import type { FeatureMappingNode } from './schemas';

export function groupMappingNodes(
  tree: readonly FeatureTreeNode[],
  resolver: Resolver,
  group: { id: number; isBaseGroup: boolean },
): FeatureMappingNode[] {
  const statuses = resolver.featureStatuses(group.id);
  const derived = !group.isBaseGroup;
  const toNode = (node: FeatureTreeNode): FeatureMappingNode => {
    const own = statuses.get(node.key);
    const reason = resolver.inactiveReasonOf(node.key);
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
      grantStatus: own?.ownStatus ?? 'NO_GRANT',
      isFeatureActive: reason === null,
      inactiveReason: reason,
      showInGrant: derived && own?.baseStatus !== 'GRANT',
      showInRevoke: derived && own?.baseStatus === 'GRANT',
      changedInDerived: own?.changedInDerived ?? false,
      features: node.children.map(toNode),
    };
  };
  return tree.map(toNode);
}
