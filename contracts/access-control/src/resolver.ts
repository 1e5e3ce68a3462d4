/**
 * The access resolver (pure, no I/O): first each group's own status of every feature, day and
 * session (a base group's rows or its role's defaults; a derived group's base with its own grant
 * and revoke overrides, an override that no longer fits its base being ignored; a parent with no
 * granted child is off), then, for one person in several groups, the decision on every item and
 * the group and section that decide it:
 *   INACTIVE (forced inactive, for everybody) > REVOKED (any group revokes) > GRANT (any grants)
 *   > NO_GRANT (decided by the person's base group).
 * A parent is off for the person when none of its children is granted to them; a session is
 * reachable only with its own GRANT, the SEGMENT feature granted and its day granted.
 * The explainer endpoint and the current user's access endpoint both answer from here.
 */
import type { EventRole } from '@console/shared/contract';
import { EXPLAIN } from './explanations';
import { defaultBaseStatus, type FeatureTreeNode } from './feature-tree';
import { inactiveReason, type EventAccessSettings } from './forced-inactive';
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
  featureStatuses(groupId: number): ReadonlyMap<string, GroupItemStatus>;
  dayStatus(groupId: number, day: string): GrantStatus;
  sessionStatus(groupId: number, segmentId: number): GroupItemStatus;
  /** A node's forced-inactive reason (its own requirement, else its parent's). */
  inactiveReasonOf(key: string): InactiveReason | null;
  resolve(memberGroupIds: readonly number[]): PersonAccess;
}

export function createResolver(setup: AccessSetup): Resolver {
  const groups = new Map(setup.groups.map((g) => [g.groupId, g]));
  const featureCache = new Map<number, Map<string, GroupItemStatus>>();
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

  function featureStatuses(groupId: number): Map<string, GroupItemStatus> {
    const cached = featureCache.get(groupId);
    if (cached) return cached;
    const group = groups.get(groupId);
    const base = group ? baseOf(group) : undefined;
    const baseStatuses = base ? featureStatuses(base.groupId) : undefined;
    const out = new Map<string, GroupItemStatus>();
    const visit = (node: FeatureTreeNode): GroupItemStatus => {
      const children = node.children.map(visit);
      let own: GroupItemStatus;
      if (!group) own = fromBase('NO_GRANT', null);
      else if (group.isBaseGroup)
        own = fromBase(
          baseRow(group.features.get(node.key), defaultBaseStatus(group.role, node)),
          null,
        );
      else
        own = override(
          baseStatuses?.get(node.key)?.status ?? 'NO_GRANT',
          group.features.get(node.key),
        );
      // A parent with no granted child is off: revoked when the group revoked one of them.
      if (own.status === 'GRANT' && children.length > 0)
        if (!children.some((c) => c.status === 'GRANT')) {
          const revoked = children.some((c) => c.status === 'REVOKED');
          own = {
            ...own,
            status: revoked ? 'REVOKED' : 'NO_GRANT',
            source: revoked ? 'revoked' : own.source,
          };
        }
      out.set(node.key, own);
      return own;
    };
    setup.tree.forEach(visit);
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
      const revoked = statuses.find((x) => x.s.status === 'REVOKED');
      if (revoked)
        return decision('REVOKED', by(revoked.group, 'revoked'), EXPLAIN.revoked(name(revoked)));
      const granted = statuses.filter((x) => x.s.status === 'GRANT');
      const own = granted.find((x) => x.s.source === 'grant');
      if (own)
        return decision('GRANT', by(own.group, 'grant'), EXPLAIN.grantedByOverride(name(own)));
      const base = granted.find((x) => x.group.isBaseGroup);
      if (base) return decision('GRANT', by(base.group, 'base'), EXPLAIN.grantedByBase(name(base)));
      const inherited = granted[0];
      if (inherited)
        return decision(
          'GRANT',
          by(inherited.group, 'base'),
          EXPLAIN.grantedThroughBase(name(inherited)),
        );
      if (!baseGroup) return decision('NO_GRANT', null, EXPLAIN.noGroup());
      return decision('NO_GRANT', by(baseGroup, 'base'), EXPLAIN.notGranted(baseGroup.groupName));
    };

    const features: ResolvedFeature[] = [];
    const visit = (node: FeatureTreeNode, parentId: string | null): ResolvedFeature => {
      const children = node.children.map((child) => visit(child, node.key));
      const reason = inactive.get(node.key) ?? null;
      let resolved: ResolvedFeature = {
        id: node.key,
        title: node.title,
        parentId,
        basisId: node.key,
        decision: reason
          ? inactiveDecision(reason)
          : decide((g) => featureStatuses(g.groupId).get(node.key) ?? fromBase('NO_GRANT', null)),
      };
      if (resolved.decision.outcome === 'GRANT' && children.length > 0)
        resolved = offByChildren(resolved, children) ?? resolved;
      features.push(resolved);
      return resolved;
    };
    setup.tree.forEach((node) => visit(node, null));
    const order = new Map(flatKeys(setup.tree).map((key, i) => [key, i]));
    features.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

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
 * A parent granted to the person with none of its children granted is off, decided as its most
 * telling child is: inactive when every child is, else revoked when one is, else not granted.
 */
function offByChildren(
  parent: ResolvedFeature,
  children: readonly ResolvedFeature[],
): ResolvedFeature | null {
  if (children.some((c) => c.decision.outcome === 'GRANT')) return null;
  const allInactive = children.every((c) => c.decision.outcome === 'INACTIVE');
  const basis = allInactive
    ? children[0]
    : (children.find((c) => c.decision.outcome === 'REVOKED') ??
      children.find((c) => c.decision.outcome === 'NO_GRANT'));
  if (!basis) return null;
  return {
    ...parent,
    basisId: basis.basisId,
    decision: {
      ...basis.decision,
      explanation: EXPLAIN.offByChildren(basis.title, basis.decision.explanation),
    },
  };
}

function flatKeys(nodes: readonly FeatureTreeNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...flatKeys(n.children)]);
}
