/**
 * The group page's writes, each in one transaction holding the group's row: feature changes of
 * one section (section-rules.ts; unknown or forced-inactive features refused), the day access
 * (event days only), and a new base group, which resets the group to it (its own feature and
 * session rows deleted, its days copied from the new base). Each answers the new mapping and
 * records one activity log entry in its transaction (the stored values before and after).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACCESS_EXTRA_MESSAGES,
  createResolver,
  flattenTree,
  type AccessGroupMapping,
  type GrantStatus,
  type UpdateDayAccessRequest,
  type UpdateMappingsRequest,
} from '@console/access-control-contract';
import type { ActivityActor } from '../activity-log/record';
import type { Db } from '../db/client';
import { badField } from '../http/errors';
import { recordAccessChange, storedValues } from './activity';
import { copyBaseDays } from './groups';
import { groupSetup, mappingOf } from './mapping';
import { assertSection, isRefusal, sectionWrite } from './section-rules';
import { loadSetup, type SetupEvent } from './setup';
import {
  accessDayMappings,
  accessFeatureMappings,
  accessGroups,
  accessSessionMappings,
} from './schema';

export async function updateMappings(
  db: Db,
  event: SetupEvent,
  accessGroupId: number,
  body: UpdateMappingsRequest,
  actor: ActivityActor,
): Promise<AccessGroupMapping> {
  return db.transaction(async (tx) => {
    const { group, all, setup } = await groupSetup(tx, event, accessGroupId, { lock: 'update' });
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
    const f = accessFeatureMappings;
    const keys = [...clears, ...stores.keys()];
    const before = keys.length
      ? await tx
          .select({ key: f.featureKey, status: f.grantStatus })
          .from(f)
          .where(and(eq(f.accessGroupId, group.id), inArray(f.featureKey, keys)))
      : [];
    if (clears.size > 0)
      await tx
        .delete(f)
        .where(and(eq(f.accessGroupId, group.id), inArray(f.featureKey, [...clears])));
    if (stores.size > 0)
      await tx
        .insert(f)
        .values(
          [...stores].map(([featureKey, grantStatus]) => ({
            accessGroupId: group.id,
            featureKey,
            grantStatus,
          })),
        )
        .onConflictDoUpdate({
          target: [f.accessGroupId, f.featureKey],
          set: { grantStatus: sql`excluded.grant_status` },
        });
    if (keys.length > 0)
      await recordAccessChange(tx, {
        eventId: event.id,
        actor,
        group,
        action: 'access.mapping.changed',
        summary: `Changed ${keys.length} ${keys.length === 1 ? 'feature' : 'features'} in the ${body.section} section of ${group.name}`,
        before: storedValues(keys, before),
        after: storedValues(
          keys,
          [...stores].map(([key, status]) => ({ key, status })),
        ),
      });
    return mappingOf(await loadSetup(tx, event, [group], all), group);
  });
}

export async function updateDayAccess(
  db: Db,
  event: SetupEvent,
  accessGroupId: number,
  body: UpdateDayAccessRequest,
  actor: ActivityActor,
): Promise<AccessGroupMapping> {
  return db.transaction(async (tx) => {
    const { group, all, setup } = await groupSetup(tx, event, accessGroupId, { lock: 'update' });
    const days = new Set(setup.days);
    const wanted = new Map<string, GrantStatus>();
    body.days.forEach((day, i) => {
      if (!days.has(day.dayAccessDate))
        throw badField(
          `days.${i}.dayAccessDate`,
          `${day.dayAccessDate} is not a day of this event`,
        );
      wanted.set(day.dayAccessDate, day.grantStatus);
    });
    const d = accessDayMappings;
    const changed = [...wanted.keys()];
    const before = await tx
      .select({ key: d.dayAccessDate, status: d.grantStatus })
      .from(d)
      .where(and(eq(d.accessGroupId, group.id), inArray(d.dayAccessDate, changed)));
    await tx
      .insert(d)
      .values(
        [...wanted].map(([dayAccessDate, grantStatus]) => ({
          accessGroupId: group.id,
          dayAccessDate,
          grantStatus,
        })),
      )
      .onConflictDoUpdate({
        target: [d.accessGroupId, d.dayAccessDate],
        set: { grantStatus: sql`excluded.grant_status` },
      });
    await recordAccessChange(tx, {
      eventId: event.id,
      actor,
      group,
      action: 'access.days.changed',
      summary: `Changed the access of ${group.name} on ${changed.length} ${changed.length === 1 ? 'day' : 'days'}`,
      before: storedValues(changed, before),
      after: storedValues(
        changed,
        [...wanted].map(([key, status]) => ({ key, status })),
      ),
    });
    return mappingOf(await loadSetup(tx, event, [group], all), group);
  });
}

export async function updateBaseGroup(
  db: Db,
  event: SetupEvent,
  accessGroupId: number,
  baseAccessGroupId: number,
  actor: ActivityActor,
): Promise<AccessGroupMapping> {
  return db.transaction(async (tx) => {
    const { group, all, setup } = await groupSetup(tx, event, accessGroupId, { lock: 'update' });
    if (group.isBaseGroup)
      throw badField('baseAccessGroupId', 'A base group has no base access to change');
    if (!all.some((candidate) => candidate.id === baseAccessGroupId && candidate.isBaseGroup))
      throw badField('baseAccessGroupId', 'Must be a base group of this event');
    await tx.update(accessGroups).set({ baseAccessGroupId }).where(eq(accessGroups.id, group.id));
    await tx.delete(accessFeatureMappings).where(eq(accessFeatureMappings.accessGroupId, group.id));
    await tx.delete(accessSessionMappings).where(eq(accessSessionMappings.accessGroupId, group.id));
    await copyBaseDays(tx, [group.id], setup.days);
    const name = (id: number | null) => all.find((candidate) => candidate.id === id)?.name ?? null;
    await recordAccessChange(tx, {
      eventId: event.id,
      actor,
      group,
      action: 'access.base.changed',
      summary: `Based ${group.name} on ${name(baseAccessGroupId) ?? 'another group'}, resetting its own access`,
      before: {
        baseAccessGroupId: group.baseAccessGroupId,
        baseGroup: name(group.baseAccessGroupId),
      },
      after: { baseAccessGroupId, baseGroup: name(baseAccessGroupId) },
    });
    const moved = { ...group, baseAccessGroupId };
    return mappingOf(await loadSetup(tx, event, [moved], all), moved);
  });
}
