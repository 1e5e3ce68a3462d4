import type { AccessSection, FeatureMappingNode } from '@console/access-control-contract';

const DESCRIPTION_OF = {
  base: 'basePageDescription',
  grant: 'grantPageDescription',
  revoked: 'revokePageDescription',
} as const satisfies Record<AccessSection, keyof FeatureMappingNode['featureDetails']>;

/** A feature's description on the page of a section (its base, grant or revoke page description). */
export function describeFeature(node: FeatureMappingNode, section: AccessSection): string {
  return node.featureDetails[DESCRIPTION_OF[section]];
}
