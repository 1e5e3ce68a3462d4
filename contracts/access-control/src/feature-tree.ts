/**
 * One event's feature tree: the fixed catalogue with a dynamic BACKSTAGE sub-feature per stage of
 * the event's sessions, and what a base group holds for a node it has no row for (its role's
 * default: organizers, speakers and moderators everything; attendees and sponsors all but the
 * backstage, attendees only their reserved rooms).
 */
import type { EventRole } from '@console/shared/contract';
import {
  FEATURE_CATALOGUE,
  featureDescriptions,
  stageAction,
  stageBackstageKey,
  type CatalogueNode,
} from './catalogue';

export interface FeatureTreeNode extends Omit<CatalogueNode, 'children'> {
  /** The stage of a dynamic backstage sub-feature; null for the catalogue's own nodes. */
  stageName: string | null;
  children: readonly FeatureTreeNode[];
}

const fromCatalogue = (node: CatalogueNode): FeatureTreeNode => ({
  ...node,
  stageName: null,
  children: node.children.map(fromCatalogue),
});

const stageNode = (stageName: string): FeatureTreeNode => ({
  key: stageBackstageKey(stageName),
  featureId: 9,
  featureName: 'BACKSTAGE',
  subFeatureId: null,
  title: stageName,
  fieldType: 'CHECKBOXES',
  action: stageAction(stageName),
  ...featureDescriptions(stageAction(stageName)),
  requires: null,
  stageName,
  children: [],
});

/** The catalogue with one backstage sub-feature per stage (distinct names, in the order given). */
export function featureTree(stageNames: readonly string[]): FeatureTreeNode[] {
  const stages = [...new Set(stageNames)].map(stageNode);
  return FEATURE_CATALOGUE.map(fromCatalogue).map((node) =>
    node.featureName === 'BACKSTAGE' ? { ...node, children: [...node.children, ...stages] } : node,
  );
}

/** Every node of a tree, depth first, with its parent's key. */
export function flattenTree(
  nodes: readonly FeatureTreeNode[],
  parentKey: string | null = null,
): { node: FeatureTreeNode; parentKey: string | null }[] {
  return nodes.flatMap((node) => [{ node, parentKey }, ...flattenTree(node.children, node.key)]);
}

const EVERYTHING: readonly EventRole[] = ['ORGANIZER', 'SPEAKER', 'MODERATOR'];

/** A base group's status of a node it has no row for: its role's default. */
export function defaultBaseStatus(
  role: EventRole | null,
  node: Pick<FeatureTreeNode, 'featureName' | 'subFeatureId' | 'stageName'>,
): 'GRANT' | 'NO_GRANT' {
  if (role === null || node.stageName !== null) return 'NO_GRANT';
  const everything = EVERYTHING.includes(role);
  if (node.featureName === 'BACKSTAGE') return everything ? 'GRANT' : 'NO_GRANT';
  if (node.subFeatureId === 'ACCESS_PVT_ROOMS') return role === 'ATTENDEE' ? 'NO_GRANT' : 'GRANT';
  if (node.subFeatureId === 'SHOW_RESERVED_ROOMS_ONLY')
    return role === 'ATTENDEE' ? 'GRANT' : 'NO_GRANT';
  return 'GRANT';
}
