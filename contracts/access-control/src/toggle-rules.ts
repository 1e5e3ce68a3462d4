/**
 * The group page's toggle rules (people-and-access-control §4): what turning a feature on or off
 * in one section of a group's page sends, as a list of pending changes.
 *
 * - A section stores GRANT for "on"; for "off" NO_GRANT in the base and grant sections (in the
 *   grant section that clears the group's own grant) and REVOKED in the revoke section. Turning a
 *   feature back on in the revoke section sends GRANT, which clears the revoke.
 * - A parent sets its children; BACKSTAGE and ROOM grant only their allow-all-stages and
 *   private-rooms sub-features when turned on, and turn every child off when turned off.
 * - A radio sub-feature, when chosen, is granted and its siblings are turned off.
 * - "All stages" and the stages work as "select all": turning it on leaves every stage to it (no
 *   stage revoked), turning it off turns every stage off, and turning off one stage it covers
 *   turns it off and keeps the other stages on, one by one.
 * - Whether a switch is on is the rules of in-effect.ts over the group's statuses with the pending
 *   changes applied (a parent with no granted child is off, ...): the explainer uses the same.
 * - A forced-inactive feature (or one under a forced-inactive parent) never changes.
 * - Pending changes are a list with one entry per node; an entry equal to the saved state is
 *   dropped, so an empty list means nothing to save.
 */
import { isStageKey } from './catalogue';
import { memberEffects, type Effect, type RuleNode } from './in-effect';
import type {
  AccessSection,
  FeatureMappingNode,
  FeatureName,
  GrantStatus,
  MappingChange,
  SubFeatureId,
} from './schemas';

/** A node as one section shows it: only the children the section offers. */
export interface SectionNode {
  node: FeatureMappingNode;
  /**
   * The section may change this node: every node in the base section, showInGrant in the grant
   * section, showInRevoke in the revoke section. A parent shown only for its children is not.
   */
  isOffered: boolean;
  /** Forced inactive, itself, through its parent or all its children: it never changes. */
  isFrozen: boolean;
  /** Whether it is in effect for the group, pending changes applied (in-effect.ts). */
  effect: Effect;
  children: SectionNode[];
}

/** The only child a parent grants when it is turned on; its other children are turned off. */
const ONLY_GRANTED_CHILD: Partial<Record<FeatureName, SubFeatureId>> = {
  BACKSTAGE: 'ALLOW_ALL_STAGES',
  ROOM: 'ACCESS_PVT_ROOMS',
};

/** The status a section stores for a node turned on or off. */
export function statusFor(section: AccessSection, on: boolean): GrantStatus {
  if (on) return 'GRANT';
  return section === 'revoked' ? 'REVOKED' : 'NO_GRANT';
}

function offeredIn(node: FeatureMappingNode, section: AccessSection): boolean {
  if (section === 'grant') return node.showInGrant;
  if (section === 'revoked') return node.showInRevoke;
  return true;
}

const ruleNode = (node: FeatureMappingNode): RuleNode => ({
  key: node.id,
  subFeatureId: node.subFeatureId,
  fieldType: node.fieldType,
  children: node.features.map(ruleNode),
});

/**
 * Every node's effect for a member of the group, with the pending changes applied (memberEffects
 * of in-effect.ts: as the explainer decides it; a derived group's base grants what its revoke
 * section offers).
 */
export function groupEffects(
  features: readonly FeatureMappingNode[],
  pending: readonly MappingChange[],
): Map<string, Effect> {
  const statuses = new Map<string, GrantStatus>();
  const inactive = new Set<string>();
  const baseGrants = new Set<string>();
  const walk = (nodes: readonly FeatureMappingNode[], parentInactive: boolean): void =>
    nodes.forEach((node) => {
      const isInactive = parentInactive || !node.isFeatureActive;
      statuses.set(node.id, currentStatus(node, pending));
      if (isInactive) inactive.add(node.id);
      if (node.showInRevoke) baseGrants.add(node.id);
      walk(node.features, isInactive);
    });
  walk(features, false);
  return memberEffects(
    features.map(ruleNode),
    (key) => statuses.get(key) ?? 'NO_GRANT',
    (key) => baseGrants.has(key),
    (key) => inactive.has(key),
  );
}

/** The features a section shows: offered nodes, and parents of offered nodes. */
export function sectionTree(
  features: readonly FeatureMappingNode[],
  section: AccessSection,
  pending: readonly MappingChange[] = [],
): SectionNode[] {
  const effects = groupEffects(features, pending);
  const build = (nodes: readonly FeatureMappingNode[], parentFrozen: boolean): SectionNode[] =>
    nodes.flatMap((node) => {
      const effect = effects.get(node.id) ?? {
        status: node.grantStatus,
        reason: 'own' as const,
        basisKey: node.id,
      };
      const isFrozen = parentFrozen || !node.isFeatureActive || effect.status === 'INACTIVE';
      const children = build(node.features, isFrozen);
      const isOffered = offeredIn(node, section);
      return isOffered || children.length > 0
        ? [{ node, isOffered, isFrozen, effect, children }]
        : [];
    });
  return build(features, false);
}

/** The node's status with the pending changes applied. */
export function currentStatus(
  node: FeatureMappingNode,
  pending: readonly MappingChange[],
): GrantStatus {
  return pending.find((change) => change.id === node.id)?.grantStatus ?? node.grantStatus;
}

/** A switch is on when its feature is in effect for the group (see sectionTree). */
export const isOn = (entry: SectionNode): boolean => entry.effect.status === 'GRANT';

/** The pending list with `node` set to `status`: replaced in place, or dropped if equal to the saved state. */
export function withChange(
  pending: readonly MappingChange[],
  node: FeatureMappingNode,
  grantStatus: GrantStatus,
): MappingChange[] {
  const index = pending.findIndex((change) => change.id === node.id);
  const isSaved = grantStatus === node.grantStatus;
  if (index === -1) return isSaved ? [...pending] : [...pending, { id: node.id, grantStatus }];
  return isSaved
    ? pending.filter((_, i) => i !== index)
    : pending.map((change, i) => (i === index ? { id: node.id, grantStatus } : change));
}

function setOwn(
  pending: MappingChange[],
  entry: SectionNode,
  section: AccessSection,
  on: boolean,
): MappingChange[] {
  if (!entry.isOffered || entry.isFrozen) return pending;
  return withChange(pending, entry.node, statusFor(section, on));
}

const isAllStages = (entry: SectionNode) => entry.node.subFeatureId === 'ALLOW_ALL_STAGES';

/**
 * The stages beside "All stages" set as it is: off with it, and when it is on left to it (no
 * stage of their own, none revoked: GRANT in the revoke section, NO_GRANT elsewhere).
 */
function stagesFollow(
  pending: MappingChange[],
  siblings: readonly SectionNode[],
  section: AccessSection,
  on: boolean,
): MappingChange[] {
  return siblings
    .filter((sibling) => isStageKey(sibling.node.id))
    .reduce((next, stage) => setOwn(next, stage, section, on && section === 'revoked'), pending);
}

/** Sets a node and, through the parent rule, its children. */
function setSubtree(
  pending: MappingChange[],
  entry: SectionNode,
  section: AccessSection,
  on: boolean,
): MappingChange[] {
  if (entry.isFrozen) return pending;
  const only = ONLY_GRANTED_CHILD[entry.node.featureName];
  const set = entry.children
    .filter((child) => !isStageKey(child.node.id))
    .reduce(
      (next, child) =>
        setSubtree(
          next,
          child,
          section,
          on && (only === undefined || child.node.subFeatureId === only),
        ),
      setOwn(pending, entry, section, on),
    );
  return stagesFollow(set, entry.children, section, on);
}

/** The chain from a top-level node down to the node of `id`, or null. */
function pathTo(tree: readonly SectionNode[], id: string): SectionNode[] | null {
  for (const entry of tree) {
    if (entry.node.id === id) return [entry];
    const below = pathTo(entry.children, id);
    if (below) return [entry, ...below];
  }
  return null;
}

/** A node turned on also turns its parents on (a parent with a granted child is on). */
function grantAncestors(
  pending: MappingChange[],
  ancestors: readonly SectionNode[],
  section: AccessSection,
): MappingChange[] {
  return ancestors.reduce((next, parent) => setOwn(next, parent, section, true), pending);
}

/** Turns a feature (top-level or sub-feature) on or off in a section; returns the new pending list. */
export function toggleFeature(
  features: readonly FeatureMappingNode[],
  section: AccessSection,
  pending: readonly MappingChange[],
  id: string,
  on: boolean,
): MappingChange[] {
  const path = pathTo(sectionTree(features, section, pending), id);
  const target = path?.at(-1);
  if (!path || !target || target.isFrozen) return [...pending];
  const siblings = path.at(-2)?.children ?? [];
  if (isAllStages(target)) {
    const next = stagesFollow(setOwn([...pending], target, section, on), siblings, section, on);
    return on ? grantAncestors(next, path.slice(0, -1), section) : next;
  }
  const coveringAllStages = siblings.find(
    (sibling) => isAllStages(sibling) && currentStatus(sibling.node, pending) === 'GRANT',
  );
  if (!on && isStageKey(target.node.id) && coveringAllStages)
    return leaveStageOut(pending, target, siblings, section);
  const next = setSubtree([...pending], target, section, on);
  return on ? grantAncestors(next, path.slice(0, -1), section) : next;
}

/** One stage turned off while "All stages" covers it: "All stages" off, the other stages on. */
function leaveStageOut(
  pending: readonly MappingChange[],
  stage: SectionNode,
  siblings: readonly SectionNode[],
  section: AccessSection,
): MappingChange[] {
  return siblings.reduce(
    (next, sibling) => {
      if (sibling === stage || isAllStages(sibling)) return setOwn(next, sibling, section, false);
      return isStageKey(sibling.node.id) ? setOwn(next, sibling, section, true) : next;
    },
    [...pending],
  );
}

/** Chooses a radio sub-feature: it is granted, its siblings are turned off, its parent is on. */
export function chooseSubFeature(
  features: readonly FeatureMappingNode[],
  section: AccessSection,
  pending: readonly MappingChange[],
  id: string,
): MappingChange[] {
  const path = pathTo(sectionTree(features, section, pending), id);
  const target = path?.at(-1);
  const parent = path?.at(-2);
  if (!path || !target || !parent || target.isFrozen) return [...pending];
  const siblingsOff = parent.children
    .filter((sibling) => sibling !== target)
    .reduce((next, sibling) => setSubtree(next, sibling, section, false), [...pending]);
  const chosen = setSubtree(siblingsOff, target, section, true);
  return grantAncestors(chosen, path.slice(0, -1), section);
}
