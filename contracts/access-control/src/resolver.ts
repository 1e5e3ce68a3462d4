/**
 * The access resolver (pure, no I/O): first each group's own status of every feature, day and
 * session (a base group's rows or its role's defaults; a derived group's base with its own grant
 * and revoke overrides, an override that no longer fits its base being ignored; then the rules of
 * in-effect.ts, the same as the group page's switches), then, for one person in several groups,
 * the decision on every item and the group and section that decide it:
 *   INACTIVE (forced inactive, for everybody) > REVOKED (any group revokes) > GRANT (any grants)
 *   > NO_GRANT (decided by the person's base group),
 * and the rules of in-effect.ts once more over the person's decisions (a parent with no child
 * granted to them, "All stages" and each stage, one radio choice). A session is reachable only
 * with its own GRANT, the SEGMENT feature granted and its day granted.
 * The explainer endpoint and the current user's access endpoint both answer from here.
 */
import type { EventRole } from '@console/shared/contract';
import { EXPLAIN } from './explanations';
import { defaultBaseStatus, flattenTree, type FeatureTreeNode } from './feature-tree';
import { inactiveReason, type EventAccessSettings } from './forced-inactive';
import { effectsOf, type EffectReason, type RuleStatus } from './in-effect';
import type { AccessDecision, AccessSection, GrantStatus, InactiveReason } from './schemas';

export interface ResolverGroup {
  groupId: number;
  groupName: string;
  isBaseGroup: boolean;
  baseAccessGroupId: number | null;
  /** A base group's role: its defaults fill the nodes it has no row for. */
  role: EventRole | null;
  /** Stored rows: a base group's GRANT / NO_GRANT, a derived group's GRANT / REVOKED overrides. */
  features: ReadonlyMap<string, GrantStatus>;
  /** 'YYYY-MM-DD' -> GRANT / NO_GRANT. */
  days: ReadonlyMap<string, GrantStatus>;
  sessions: ReadonlyMap<number, GrantStatus>;
  /** Sessions its audience group was added to ("Add to sessions"): granted, whatever the rows say. */
  addedSessions: ReadonlySet<number>;
}

export interface ResolverSession {
  segmentId: number;
  title: string;
  startDateTime: string;
  /** The event day it starts on ('YYYY-MM-DD' in the event's time zone). */
  day: string;
}

export interface AccessSetup {
  tree: readonly FeatureTreeNode[];
  settings: EventAccessSettings;
  /** Every group an answer needs: the person's groups and their base groups. */
  groups: readonly ResolverGroup[];
  days: readonly string[];
  sessions: readonly ResolverSession[];
}

/** One group's own status of an item. */
export interface GroupItemStatus {
  status: GrantStatus;
  /** A derived group's base status of the item; null for a base group. */
  baseStatus: GrantStatus | null;
  /** Where the status comes from: the base access, or the group's own grant or revoke. */
  source: AccessSection;
  /** A derived group's own row changes it from its base. */
  changedInDerived: boolean;
}

/** One group's status of a feature: in effect (`status`) and before the rules (`ownStatus`). */
export interface GroupFeatureStatus extends GroupItemStatus {
  /**
   * A base group's row or default; a derived group's base status with its own row applied. What
   * the group page's switches start from and its changes are compared with.
   */
  ownStatus: GrantStatus;
  /** Why `status` differs from `ownStatus` (in-effect.ts), and the node it rests on. */
  reason: EffectReason;
  basisKey: string;
}

export interface ResolvedFeature {
  id: string;
  title: string;
  parentId: string | null;
  decision: AccessDecision;
  /** The node the decision rests on: itself, or the child that turned a parent off. */
  basisId: string;
}

export interface PersonAccess {
  features: ResolvedFeature[];
  days: { dayAccessDate: string; decision: AccessDecision }[];
  sessions: { segmentId: number; title: string; startDateTime: string; decision: AccessDecision }[];
}

type Decision = AccessDecision;

const fromBase = (status: GrantStatus, baseStatus: GrantStatus | null): GroupItemStatus => ({
  status,
  baseStatus,
  source: 'base',
  changedInDerived: false,
});

/** A derived group's row over its base's status; a row that no longer fits the base is ignored. */
function override(base: GrantStatus, row: GrantStatus | undefined): GroupItemStatus {
  if (row === 'GRANT' && base !== 'GRANT')
    return { status: 'GRANT', baseStatus: base, source: 'grant', changedInDerived: true };
  if (row === 'REVOKED' && base === 'GRANT')
    return { status: 'REVOKED', baseStatus: base, source: 'revoked', changedInDerived: true };
  return fromBase(base, base);
}

/** A base group's stored status: GRANT or NO_GRANT (a stray REVOKED row counts as NO_GRANT). */
const baseRow = (row: GrantStatus | undefined, fallback: GrantStatus): GrantStatus =>
  row === undefined ? fallback : row === 'GRANT' ? 'GRANT' : 'NO_GRANT';

export interface Resolver {
  group(groupId: number): ResolverGroup | undefined;
  featureStatuses(groupId: number): ReadonlyMap<string, GroupFeatureStatus>;
  dayStatus(groupId: number, day: string): GrantStatus;
  sessionStatus(groupId: number, segmentId: number): GroupItemStatus;
  /** A node's forced-inactive reason (its own requirement, else its parent's). */
  inactiveReasonOf(key: string): InactiveReason | null;
  resolve(memberGroupIds: readonly number[]): PersonAccess;
}

export function createResolver(setup: AccessSetup): Resolver {
  const groups = new Map(setup.groups.map((g) => [g.groupId, g]));
  const featureCache = new Map<number, Map<string, GroupFeatureStatus>>();
  const inactive = new Map<string, InactiveReason | null>();
  const walkInactive = (nodes: readonly FeatureTreeNode[], parent: InactiveReason | null) => {
    for (const node of nodes) {
      const reason = inactiveReason(node.requires, setup.settings) ?? parent;
      inactive.set(node.key, reason);
      walkInactive(node.children, reason);
    }
  };
  walkInactive(setup.tree, null);

  /** The base group of a derived group, when it is one (a base's base is never followed). */
  const baseOf = (group: ResolverGroup): ResolverGroup | undefined => {
    if (group.isBaseGroup || group.baseAccessGroupId === null) return undefined;
    const base = groups.get(group.baseAccessGroupId);
    return base?.isBaseGroup ? base : undefined;
  };

  const nodes = flattenTree(setup.tree).map(({ node }) => node);

  function featureStatuses(groupId: number): Map<string, GroupFeatureStatus> {
    const cached = featureCache.get(groupId);
    if (cached) return cached;
    const group = groups.get(groupId);
    const base = group ? baseOf(group) : undefined;
    const baseStatuses = base ? featureStatuses(base.groupId) : undefined;
    const ownOf = (node: FeatureTreeNode): GroupItemStatus => {
      if (!group) return fromBase('NO_GRANT', null);
      if (group.isBaseGroup)
        return fromBase(
          baseRow(group.features.get(node.key), defaultBaseStatus(group.role, node)),
          null,
        );
      return override(
        baseStatuses?.get(node.key)?.status ?? 'NO_GRANT',
        group.features.get(node.key),
      );
    };
    const owned = new Map(nodes.map((node) => [node.key, ownOf(node)]));
    const effects = effectsOf(setup.tree, (key) => owned.get(key)?.status ?? 'NO_GRANT');
    const out = new Map<string, GroupFeatureStatus>();
    for (const [key, mine] of owned) {
      const effect = effects.get(key) ?? { status: mine.status, reason: 'own', basisKey: key };
      const status = groupStatus(effect.status);
      out.set(key, {
        ...mine,
        status,
        source: sourceAfterRules(mine, status, owned.get(effect.basisKey)),
        ownStatus: mine.status,
        reason: effect.reason,
        basisKey: effect.basisKey,
      });
    }
    featureCache.set(groupId, out);
    return out;
  }

  function dayStatus(groupId: number, day: string): GrantStatus {
    const group = groups.get(groupId);
    if (!group) return 'NO_GRANT';
    const base = baseOf(group);
    return baseRow(group.days.get(day), base ? dayStatus(base.groupId, day) : 'GRANT');
  }

  function sessionStatus(groupId: number, segmentId: number): GroupItemStatus {
    const group = groups.get(groupId);
    if (!group) return fromBase('NO_GRANT', null);
    const base = baseOf(group);
    if (group.isBaseGroup)
      return fromBase(
        group.addedSessions.has(segmentId)
          ? 'GRANT'
          : baseRow(group.sessions.get(segmentId), 'NO_GRANT'),
        null,
      );
    const baseStatus = base ? sessionStatus(base.groupId, segmentId).status : 'NO_GRANT';
    if (group.addedSessions.has(segmentId))
      return { status: 'GRANT', baseStatus, source: 'grant', changedInDerived: false };
    return override(baseStatus, group.sessions.get(segmentId));
  }

  function resolve(memberGroupIds: readonly number[]): PersonAccess {
    const members = [...new Set(memberGroupIds)]
      .map((id) => groups.get(id))
      .filter((g): g is ResolverGroup => g !== undefined)
      .sort((a, b) => Number(b.isBaseGroup) - Number(a.isBaseGroup));
    const baseGroup = members.find((g) => g.isBaseGroup) ?? members[0];

    const decide = (statusOf: (g: ResolverGroup) => GroupItemStatus): Decision => {
      const statuses = members.map((group) => ({ group, s: statusOf(group) }));
      const by = (g: ResolverGroup, section: AccessSection) => ({
        groupId: g.groupId,
        groupName: g.groupName,
        section,
      });
      /** A stage granted to a group through its "All stages" says so. */
      const why = (x: { s: GroupItemStatus }, text: string) =>
        'reason' in x.s && x.s.reason === 'allStages' ? EXPLAIN.coveredByAllStages(text) : text;
      const revoked = statuses.find((x) => x.s.status === 'REVOKED');
      if (revoked)
        return decision('REVOKED', by(revoked.group, 'revoked'), EXPLAIN.revoked(name(revoked)));
      const granted = statuses.filter((x) => x.s.status === 'GRANT');
      const own = granted.find((x) => x.s.source === 'grant');
      if (own)
        return decision(
          'GRANT',
          by(own.group, 'grant'),
          why(own, EXPLAIN.grantedByOverride(name(own))),
        );
      const base = granted.find((x) => x.group.isBaseGroup);
      if (base)
        return decision(
          'GRANT',
          by(base.group, 'base'),
          why(base, EXPLAIN.grantedByBase(name(base))),
        );
      const inherited = granted[0];
      if (inherited)
        return decision(
          'GRANT',
          by(inherited.group, 'base'),
          why(inherited, EXPLAIN.grantedThroughBase(name(inherited))),
        );
      if (!baseGroup) return decision('NO_GRANT', null, EXPLAIN.noGroup());
      return decision('NO_GRANT', by(baseGroup, 'base'), EXPLAIN.notGranted(baseGroup.groupName));
    };

    const merged = new Map<string, Decision>(
      nodes.map((node) => {
        const reason = inactive.get(node.key) ?? null;
        return [
          node.key,
          reason
            ? inactiveDecision(reason)
            : decide((g) => featureStatuses(g.groupId).get(node.key) ?? fromBase('NO_GRANT', null)),
        ];
      }),
    );
    const features = personFeatures(setup.tree, merged);

    const dayDecision = (day: string): Decision => {
      const granting = members.find((g) => dayStatus(g.groupId, day) === 'GRANT');
      if (granting)
        return decision(
          'GRANT',
          {
            groupId: granting.groupId,
            groupName: granting.groupName,
            section: granting.isBaseGroup ? 'base' : 'grant',
          },
          EXPLAIN.dayGranted(granting.groupName),
        );
      return decision(
        'NO_GRANT',
        baseGroup
          ? { groupId: baseGroup.groupId, groupName: baseGroup.groupName, section: 'base' }
          : null,
        EXPLAIN.dayNotGranted(),
      );
    };
    const days = new Map(setup.days.map((day) => [day, dayDecision(day)]));
    const segment = features.find((f) => f.id === 'SEGMENT')?.decision;

    const sessions = setup.sessions.map((session) => {
      let result = decide((g) => sessionStatus(g.groupId, session.segmentId));
      if (result.outcome === 'GRANT' && segment && segment.outcome !== 'GRANT')
        result = { ...segment, explanation: EXPLAIN.sessionsOff(segment.explanation) };
      else if (result.outcome === 'GRANT') {
        const day = days.get(session.day) ?? dayDecision(session.day);
        if (day.outcome !== 'GRANT')
          result = { ...day, explanation: EXPLAIN.dayOff(session.day, day.explanation) };
      }
      return {
        segmentId: session.segmentId,
        title: session.title,
        startDateTime: session.startDateTime,
        decision: result,
      };
    });

    return {
      features,
      days: setup.days.map((day) => ({
        dayAccessDate: day,
        decision: days.get(day) ?? dayDecision(day),
      })),
      sessions,
    };
  }

  return {
    group: (groupId) => groups.get(groupId),
    featureStatuses,
    dayStatus,
    sessionStatus,
    inactiveReasonOf: (key) => inactive.get(key) ?? null,
    resolve,
  };
}

const name = (x: { group: ResolverGroup }) => x.group.groupName;

const decision = (
  outcome: 'GRANT' | 'NO_GRANT' | 'REVOKED',
  decidedBy: Decision['decidedBy'],
  explanation: string,
): Decision => ({ outcome, decidedBy, inactiveReason: null, explanation });

const inactiveDecision = (reason: InactiveReason): Decision => ({
  outcome: 'INACTIVE',
  decidedBy: null,
  inactiveReason: reason,
  explanation: EXPLAIN.inactive(reason),
});

/**
 * Where a status the rules changed comes from: a revoke from the revoke section, a grant from the
 * node it rests on ("All stages"), anything else from the node's own status.
 */
function sourceAfterRules(
  mine: GroupItemStatus,
  status: GrantStatus,
  basis: GroupItemStatus | undefined,
): AccessSection {
  if (status === mine.status) return mine.source;
  if (status === 'REVOKED') return 'revoked';
  return status === 'GRANT' ? (basis?.source ?? mine.source) : mine.source;
}

/** A group's status in effect: the rules never make one inactive (only the person's can be). */
const groupStatus = (status: RuleStatus): GrantStatus =>
  status === 'INACTIVE' ? 'NO_GRANT' : status;

/**
 * The person's features: their merged decisions with the rules of in-effect.ts applied, each
 * decision that a rule changes taken from the node it rests on, with why.
 */
function personFeatures(
  tree: readonly FeatureTreeNode[],
  merged: ReadonlyMap<string, Decision>,
): ResolvedFeature[] {
  const flat = flattenTree(tree);
  const titles = new Map(flat.map(({ node }) => [node.key, node.title]));
  const effects = effectsOf(tree, (key) => merged.get(key)?.outcome ?? 'NO_GRANT');
  const done = new Map<string, { decision: Decision; basisId: string }>();
  const final = (key: string): { decision: Decision; basisId: string } => {
    const known = done.get(key);
    if (known) return known;
    const own = merged.get(key) ?? decision('NO_GRANT', null, EXPLAIN.noGroup());
    const effect = effects.get(key);
    const basis = effect?.basisKey ?? key;
    const title = titles.get(basis) ?? basis;
    let out: { decision: Decision; basisId: string };
    switch (effect?.reason ?? 'own') {
      case 'noChildOn':
      case 'stageLeftOut':
      case 'parentOff': {
        const from = final(basis);
        const explain =
          effect?.reason === 'noChildOn'
            ? EXPLAIN.offByChildren
            : effect?.reason === 'stageLeftOut'
              ? EXPLAIN.notEveryStage
              : EXPLAIN.parentOff;
        out = {
          decision: { ...from.decision, explanation: explain(title, from.decision.explanation) },
          basisId: from.basisId,
        };
        break;
      }
      case 'allStages': {
        const from = merged.get(basis) ?? own;
        out = {
          decision: { ...from, explanation: EXPLAIN.coveredByAllStages(from.explanation) },
          basisId: basis,
        };
        break;
      }
      case 'otherChoice': {
        const chosen = final(basis).decision;
        out = {
          decision: {
            ...chosen,
            outcome: 'NO_GRANT',
            explanation: EXPLAIN.otherChoice(title, chosen.explanation),
          },
          basisId: key,
        };
        break;
      }
      default:
        out = { decision: own, basisId: key };
    }
    done.set(key, out);
    return out;
  };
  return flat.map(({ node, parentKey }) => ({
    id: node.key,
    title: node.title,
    parentId: parentKey,
    ...final(node.key),
  }));
}
