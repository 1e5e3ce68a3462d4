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
 * - A parent with no granted child is off.
 * - A forced-inactive feature (or one under a forced-inactive parent) never changes.
 * - Pending changes are a list with one entry per node; an entry equal to the saved state is
 *   dropped, so an empty list means nothing to save.
 */
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
  /** Forced inactive, itself or through its parent: it never changes. */
  isFrozen: boolean;
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

/** The features a section shows: offered nodes, and parents of offered nodes. */
export function sectionTree(
  features: readonly FeatureMappingNode[],
  section: AccessSection,
  parentFrozen = false,
): SectionNode[] {
  return features.flatMap((node) => {
    const isFrozen = parentFrozen || !node.isFeatureActive;
    const children = sectionTree(node.features, section, isFrozen);
    const isOffered = offeredIn(node, section);
    return isOffered || children.length > 0 ? [{ node, isOffered, isFrozen, children }] : [];
  });
}

/** The node's status with the pending changes applied. */
export function currentStatus(
  node: FeatureMappingNode,
  pending: readonly MappingChange[],
): GrantStatus {
  return pending.find((change) => change.id === node.id)?.grantStatus ?? node.grantStatus;
}

/** A node is on when it is granted and, if it has children in the section, one of them is on. */
export function isOn(entry: SectionNode, pending: readonly MappingChange[]): boolean {
  if (currentStatus(entry.node, pending) !== 'GRANT') return false;
  return entry.children.length === 0 || entry.children.some((child) => isOn(child, pending));
}

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

/** Sets a node and, through the parent rule, its children. */
function setSubtree(
  pending: MappingChange[],
  entry: SectionNode,
  section: AccessSection,
  on: boolean,
): MappingChange[] {
  if (entry.isFrozen) return pending;
  const only = ONLY_GRANTED_CHILD[entry.node.featureName];
  return entry.children.reduce(
    (next, child) =>
      setSubtree(
        next,
        child,
        section,
        on && (only === undefined || child.node.subFeatureId === only),
      ),
    setOwn(pending, entry, section, on),
  );
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
  const path = pathTo(sectionTree(features, section), id);
  const target = path?.at(-1);
  if (!path || !target || target.isFrozen) return [...pending];
  const next = setSubtree([...pending], target, section, on);
  return on ? grantAncestors(next, path.slice(0, -1), section) : next;
}

/** Chooses a radio sub-feature: it is granted, its siblings are turned off, its parent is on. */
export function chooseSubFeature(
  features: readonly FeatureMappingNode[],
  section: AccessSection,
  pending: readonly MappingChange[],
  id: string,
): MappingChange[] {
  const path = pathTo(sectionTree(features, section), id);
  const target = path?.at(-1);
  const parent = path?.at(-2);
  if (!path || !target || !parent || target.isFrozen) return [...pending];
  const siblingsOff = parent.children
    .filter((sibling) => sibling !== target)
    .reduce((next, sibling) => setSubtree(next, sibling, section, false), [...pending]);
  const chosen = setSubtree(siblingsOff, target, section, true);
  return grantAncestors(chosen, path.slice(0, -1), section);
}
