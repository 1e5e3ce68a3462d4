/**
 * Test data for the contract's and the remote's tests: a group's feature mapping tree built from
 * the catalogue, valid against FeatureMappingNodeSchema. Never imported by product code.
 */
import type { CatalogueNode } from '../catalogue';
import { FEATURE_CATALOGUE } from '../catalogue';
import type { FeatureMappingNode, GrantStatus, InactiveReason } from '../schemas';

/** How one node of a test group is set: its status, its sections, why it is inactive. */
export interface NodeSetup {
  status?: GrantStatus;
  grant?: boolean;
  revoke?: boolean;
  inactive?: InactiveReason;
}

function mappingNode(
  c: CatalogueNode,
  setup: Record<string, NodeSetup>,
  extraChildren: Record<string, CatalogueNode[]>,
): FeatureMappingNode {
  const s = setup[c.key] ?? {};
  return {
    id: c.key,
    featureId: c.featureId,
    subFeatureId: c.subFeatureId,
    dynSubFeatureRefId: null,
    dynSubFeatureRefType: null,
    dynSubFeatureName: null,
    featureName: c.featureName,
    title: c.title,
    featureDetails: {
      basePageDescription: c.basePageDescription,
      grantPageDescription: c.grantPageDescription,
      revokePageDescription: c.revokePageDescription,
    },
    fieldType: c.fieldType,
    grantStatus: s.status ?? 'NO_GRANT',
    isFeatureActive: s.inactive === undefined,
    inactiveReason: s.inactive ?? null,
    showInGrant: s.grant ?? false,
    showInRevoke: s.revoke ?? false,
    changedInDerived: false,
    features: [...c.children, ...(extraChildren[c.key] ?? [])].map((child) =>
      mappingNode(child, setup, extraChildren),
    ),
  };
}

/**
 * The catalogue's tree with the given setups (every other node: NO_GRANT, in no derived section),
 * and extra children under nodes by key (e.g. a stage's backstage under BACKSTAGE).
 */
export function mappingTree(
  setup: Record<string, NodeSetup> = {},
  extraChildren: Record<string, CatalogueNode[]> = {},
): FeatureMappingNode[] {
  return FEATURE_CATALOGUE.map((c) => mappingNode(c, setup, extraChildren));
}
