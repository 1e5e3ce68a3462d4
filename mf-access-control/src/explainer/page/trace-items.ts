/**
 * The explainer's items as a tree (features under their parent) and the filter over them: an
 * item shows when its title, outcome or deciding group matches, and a parent shows with any
 * child that matches, so a match keeps its place in the tree.
 */
import { OUTCOME_LABEL } from './outcome';
import type { AccessDecision, EffectiveAccess } from '@console/access-control-contract';

export type FeatureItem = EffectiveAccess['features'][number];

export interface FeatureNode {
  item: FeatureItem;
  children: FeatureNode[];
}

/** Title and group match anywhere; the outcome from its start ("granted" is not "Not granted"). */
export function matchesFilter(text: string, decision: AccessDecision, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return true;
  return (
    OUTCOME_LABEL[decision.outcome].toLowerCase().startsWith(needle) ||
    [text, decision.decidedBy?.groupName ?? ''].some((v) => v.toLowerCase().includes(needle))
  );
}

/** The features as a tree, in their order, keeping what matches the filter and its parents. */
export function featureTree(features: readonly FeatureItem[], filter: string): FeatureNode[] {
  const children = new Map<string | null, FeatureItem[]>();
  const ids = new Set(features.map((f) => f.id));
  for (const feature of features) {
    const parent = feature.parentId !== null && ids.has(feature.parentId) ? feature.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), feature]);
  }
  const build = (parent: string | null): FeatureNode[] =>
    (children.get(parent) ?? []).flatMap((item) => {
      const kids = build(item.id);
      return kids.length > 0 || matchesFilter(item.title, item.decision, filter)
        ? [{ item, children: kids }]
        : [];
    });
  return build(null);
}
