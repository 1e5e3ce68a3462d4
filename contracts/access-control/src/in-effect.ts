/**
 * Whether each feature is in effect, from the statuses of one group (its page's switches) or of
 * one person (the explainer, statuses merged over their groups): one function for both, so a
 * switch and the explainer cannot disagree (docs/decisions/0041). The rules, in order:
 * - A parent is off when none of its children is on (spec people §4): revoked when every active
 *   child is revoked, inactive when every child is, otherwise not granted.
 * - "All stages" covers every stage's own backstage: a stage is on while "All stages" is granted,
 *   unless the stage itself is revoked, and then "All stages" is off (revoked: not every stage).
 * - Radio choices are one choice: of those granted, the first (the catalogue lists the wider
 *   one first: all rooms before reserved rooms only) is on, the others are off.
 * - A child is on only while its parent is: under a parent that is off, a child granted by its
 *   own status takes the parent's status.
 * A forced-inactive node stays inactive whatever else holds.
 */
import { isStageKey } from './catalogue';
import type { FieldType, GrantStatus, SubFeatureId } from './schemas';

export type RuleStatus = GrantStatus | 'INACTIVE';

/** What the rules need of a feature node. */
export interface RuleNode {
  key: string;
  subFeatureId: SubFeatureId | null;
  fieldType: FieldType;
  children: readonly RuleNode[];
}

/** Why a node's effect differs from its own status ('own': it does not). */
export type EffectReason =
  'own' | 'noChildOn' | 'allStages' | 'stageLeftOut' | 'otherChoice' | 'parentOff';

export interface Effect {
  status: RuleStatus;
  reason: EffectReason;
  /** The node the effect rests on: itself, or the child, sibling or parent that decides it. */
  basisKey: string;
}

type StatusOf = (key: string) => RuleStatus;

const own = (key: string, status: RuleStatus): Effect => ({ status, reason: 'own', basisKey: key });

/** A parent whose own status is GRANT and none of whose children is on. */
function offForChildren(
  node: RuleNode,
  children: readonly { key: string; effect: Effect }[],
): Effect {
  const active = children.filter((c) => c.effect.status !== 'INACTIVE');
  const first = children[0];
  if (active.length === 0 && first)
    return { status: 'INACTIVE', reason: 'noChildOn', basisKey: first.key };
  const revoked = active.filter((c) => c.effect.status === 'REVOKED');
  const allRevoked = revoked.length === active.length;
  const basis = allRevoked ? revoked[0] : active.find((c) => c.effect.status !== 'REVOKED');
  return {
    status: allRevoked ? 'REVOKED' : 'NO_GRANT',
    reason: 'noChildOn',
    basisKey: basis?.key ?? node.key,
  };
}

/** The sibling rules: "All stages" over the stages, then one radio choice. */
function siblingRules(parent: RuleNode, effects: Map<string, Effect>, statusOf: StatusOf): void {
  const allStages = parent.children.find((c) => c.subFeatureId === 'ALLOW_ALL_STAGES');
  if (allStages && statusOf(allStages.key) === 'GRANT') {
    const stages = parent.children.filter((c) => isStageKey(c.key));
    for (const stage of stages) {
      const effect = effects.get(stage.key);
      if (effect?.status === 'NO_GRANT')
        effects.set(stage.key, { status: 'GRANT', reason: 'allStages', basisKey: allStages.key });
    }
    const leftOut = stages.find((stage) => effects.get(stage.key)?.status === 'REVOKED');
    if (leftOut && effects.get(allStages.key)?.status === 'GRANT')
      effects.set(allStages.key, {
        status: 'REVOKED',
        reason: 'stageLeftOut',
        basisKey: leftOut.key,
      });
  }
  if (parent.fieldType !== 'RADIOBUTTON') return;
  const chosen = parent.children.find((c) => effects.get(c.key)?.status === 'GRANT');
  for (const child of parent.children)
    if (chosen && child !== chosen && effects.get(child.key)?.status === 'GRANT')
      effects.set(child.key, { status: 'NO_GRANT', reason: 'otherChoice', basisKey: chosen.key });
}

/** Bottom up: each node's effect from its own status and its children's. */
function evaluate(node: RuleNode, effects: Map<string, Effect>, statusOf: StatusOf): Effect {
  node.children.forEach((child) => evaluate(child, effects, statusOf));
  siblingRules(node, effects, statusOf);
  const status = statusOf(node.key);
  const children = node.children.flatMap((c) => {
    const effect = effects.get(c.key);
    return effect ? [{ key: c.key, effect }] : [];
  });
  const effect =
    status === 'GRANT' && children.length > 0 && !children.some((c) => c.effect.status === 'GRANT')
      ? offForChildren(node, children)
      : own(node.key, status);
  effects.set(node.key, effect);
  return effect;
}

/** Top down: under a parent that is off, a child that is on takes the parent's status. */
function followParents(node: RuleNode, effects: Map<string, Effect>): void {
  const parent = effects.get(node.key);
  for (const child of node.children) {
    const effect = effects.get(child.key);
    if (parent && parent.status !== 'GRANT' && effect?.status === 'GRANT')
      effects.set(child.key, { status: parent.status, reason: 'parentOff', basisKey: node.key });
    followParents(child, effects);
  }
}

/** Every node's effect, by key. */
export function effectsOf(tree: readonly RuleNode[], statusOf: StatusOf): Map<string, Effect> {
  const effects = new Map<string, Effect>();
  tree.forEach((node) => evaluate(node, effects, statusOf));
  tree.forEach((node) => followParents(node, effects));
  return effects;
}

/**
 * What one group's page shows: what a member of the group (and of its base, for a derived group)
 * gets, decided as the resolver decides it for a person: the rules over the group's own statuses,
 * merged with what its base grants (a revoke wins, then any grant), forced-inactive nodes
 * INACTIVE, and the rules once more. A rule that changes nothing the second time keeps the first
 * time's reason.
 */
export function memberEffects(
  tree: readonly RuleNode[],
  statusOf: StatusOf,
  baseGrants: (key: string) => boolean,
  isInactive: (key: string) => boolean,
): Map<string, Effect> {
  const group = effectsOf(tree, statusOf);
  const member = effectsOf(tree, (key) => {
    if (isInactive(key)) return 'INACTIVE';
    const own = group.get(key)?.status ?? 'NO_GRANT';
    return own === 'NO_GRANT' && baseGrants(key) ? 'GRANT' : own;
  });
  for (const [key, effect] of member) {
    const first = group.get(key);
    if (first && effect.reason === 'own' && effect.status === first.status) member.set(key, first);
  }
  return member;
}
