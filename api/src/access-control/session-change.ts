/**
 * A group's session access change of one section, checked and planned without writing: the save
 * stores the plan (session-access.ts) and the impact preview resolves it in memory (impact.ts), so
 * the two refuse the same changes with the same messages and agree on what the change stores.
 */
import {
  ACCESS_MESSAGES,
  createResolver,
  type AccessSetup,
  type GrantStatus,
  type UpdateSessionAccessRequest,
} from '@console/access-control-contract';
import { badField } from '../http/errors';
import type { AccessGroupRow } from './groups';
import { assertSection, isRefusal, sectionWrite } from './section-rules';

export interface SessionChangePlan {
  /** Rows to store, by session id. */
  stores: ReadonlyMap<number, GrantStatus>;
  /** Rows to delete (the group follows its base again). */
  clears: ReadonlySet<number>;
}

/**
 * The rows a section's session changes store and clear (section-rules.ts), from a setup holding
 * the group and its base and the event's sessions; a session of another event, one the group's
 * audience group was added to, or a refused write, is a 400 naming it.
 */
export function planSessionChange(
  setup: AccessSetup,
  group: AccessGroupRow,
  body: UpdateSessionAccessRequest,
): SessionChangePlan {
  assertSection(group, body.section);
  const resolver = createResolver(setup);
  const added = resolver.group(group.id)?.addedSessions ?? new Set<number>();
  const known = new Set(setup.sessions.map((session) => session.segmentId));
  const stores = new Map<number, GrantStatus>();
  const clears = new Set<number>();
  body.changes.forEach((change, i) => {
    const field = `changes.${i}.id`;
    if (!known.has(change.id))
      throw badField(field, `Session ${change.id} is not a session of this event`);
    if (added.has(change.id)) throw badField(field, ACCESS_MESSAGES.sessionAlreadyMapped);
    const write = sectionWrite({
      isBaseGroup: group.isBaseGroup,
      section: body.section,
      baseStatus: resolver.sessionStatus(group.id, change.id).baseStatus,
      grantStatus: change.grantStatus,
      what: `Session ${change.id}`,
    });
    if (isRefusal(write)) throw badField(`changes.${i}.${write.field}`, write.message);
    stores.delete(change.id);
    clears.delete(change.id);
    if (write.kind === 'store') stores.set(change.id, write.status);
    else clears.add(change.id);
  });
  return { stores, clears };
}

/** The setup as it would be with the plan stored: the group's session rows changed in memory. */
export function withSessionChange(
  setup: AccessSetup,
  groupId: number,
  plan: SessionChangePlan,
): AccessSetup {
  return {
    ...setup,
    groups: setup.groups.map((g) => {
      if (g.groupId !== groupId) return g;
      const sessions = new Map(g.sessions);
      for (const id of plan.clears) sessions.delete(id);
      for (const [id, status] of plan.stores) sessions.set(id, status);
      return { ...g, sessions };
    }),
  };
}
