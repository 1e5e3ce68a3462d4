/**
 * A group's feature change of one section, checked and planned without writing: the save stores
 * the plan (mapping-writes.ts) and the impact preview resolves it in memory (impact.ts), so the
 * two refuse the same changes with the same messages and agree on what the change stores.
 */
import {
  ACCESS_EXTRA_MESSAGES,
  createResolver,
  flattenTree,
  type AccessSetup,
  type GrantStatus,
  type UpdateMappingsRequest,
} from '@console/access-control-contract';
import { badField } from '../http/errors';
import type { AccessGroupRow } from './groups';
import { assertSection, isRefusal, sectionWrite } from './section-rules';

export interface FeatureChangePlan {
  /** Rows to store, by feature key. */
  stores: ReadonlyMap<string, GrantStatus>;
  /** Rows to delete (the group follows its base again). */
  clears: ReadonlySet<string>;
}

/**
 * The rows a section's changes store and clear (section-rules.ts), from a setup holding the group
 * and its base; an unknown or forced-inactive feature, or a refused write, is a 400 naming it.
 */
export function planFeatureChange(
  setup: AccessSetup,
  group: AccessGroupRow,
  body: UpdateMappingsRequest,
): FeatureChangePlan {
  assertSection(group, body.section);
  const resolver = createResolver(setup);
  const statuses = resolver.featureStatuses(group.id);
  const nodes = new Map(flattenTree(setup.tree).map(({ node }) => [node.key, node]));
  const stores = new Map<string, GrantStatus>();
  const clears = new Set<string>();
  body.changes.forEach((change, i) => {
    const node = nodes.get(change.id);
    if (!node) throw badField(`changes.${i}.id`, `${change.id} is not a feature of this event`);
    const reason = resolver.inactiveReasonOf(node.key);
    if (reason)
      throw badField(
        `changes.${i}.id`,
        `${node.title} is forced inactive on this event (${ACCESS_EXTRA_MESSAGES.inactive[reason]})`,
      );
    const write = sectionWrite({
      isBaseGroup: group.isBaseGroup,
      section: body.section,
      baseStatus: statuses.get(node.key)?.baseStatus ?? null,
      grantStatus: change.grantStatus,
      what: node.title,
    });
    if (isRefusal(write)) throw badField(`changes.${i}.${write.field}`, write.message);
    stores.delete(node.key);
    clears.delete(node.key);
    if (write.kind === 'store') stores.set(node.key, write.status);
    else clears.add(node.key);
  });
  return { stores, clears };
}

/** The setup as it would be with the plan stored: the group's feature rows changed in memory. */
export function withFeatureChange(
  setup: AccessSetup,
  groupId: number,
  plan: FeatureChangePlan,
): AccessSetup {
  return {
    ...setup,
    groups: setup.groups.map((g) => {
      if (g.groupId !== groupId) return g;
      const features = new Map(g.features);
      for (const key of plan.clears) features.delete(key);
      for (const [key, status] of plan.stores) features.set(key, status);
      return { ...g, features };
    }),
  };
}
