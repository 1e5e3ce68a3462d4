/**
 * The group page's writes, each in one transaction holding the group's row: feature changes of
 * one section (section-rules.ts; unknown or forced-inactive features refused), the day access
 * (event days only), and a new base group, which resets the group to it (its own feature and
 * session rows deleted, its days copied from the new base). Each answers the new mapping and
 * records one activity log entry in its transaction (the stored values before and after, and the
 * change's impact on the registrants: impact.ts, read before the rows change).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  AccessGroupMapping,
  UpdateDayAccessRequest,
  UpdateMappingsRequest,
} from '@console/access-control-contract';
import type { ActivityActor } from '../activity-log/record';
import type { Db } from '../db/client';
import { impactSummary, impactValues, recordAccessChange, storedValues } from './activity';
import { assertBaseChange, withBaseChange } from './base-change';
import { planDayChange, withDayChange } from './day-change';
import { planFeatureChange, withFeatureChange } from './feature-change';
import { copyBaseDays } from './groups';
import { groupSetup, mappingOf } from './mapping';
import { accessImpact, type ImpactEvent } from './impact';
import { loadSetup } from './setup';
import {
  accessDayMappings,
  accessFeatureMappings,
  accessGroups,
  accessSessionMappings,
} from './schema';

export async function updateMappings(
  db: Db,
  event: ImpactEvent,
  accessGroupId: number,
  body: UpdateMappingsRequest,
  actor: ActivityActor,
): Promise<AccessGroupMapping> {
  return db.transaction(async (tx) => {
    const { group, all, setup } = await groupSetup(tx, event, accessGroupId, { lock: 'update' });
    const { stores, clears } = planFeatureChange(setup, group, body);
    const impact = await accessImpact(tx, event, group, all, (full) =>
      withFeatureChange(full, group.id, { stores, clears }),
    );
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
        summary: `Changed ${keys.length} ${keys.length === 1 ? 'feature' : 'features'} in the ${body.section} section of ${group.name}${impactSummary(impact)}`,
        before: storedValues(keys, before),
        after: {
          ...storedValues(
            keys,
            [...stores].map(([key, status]) => ({ key, status })),
          ),
          ...impactValues(impact),
        },
      });
    return mappingOf(await loadSetup(tx, event, [group], all), group);
  });
}

export async function updateDayAccess(
  db: Db,
  event: ImpactEvent,
  accessGroupId: number,
  body: UpdateDayAccessRequest,
  actor: ActivityActor,
): Promise<AccessGroupMapping> {
  return db.transaction(async (tx) => {
    const { group, all, setup } = await groupSetup(tx, event, accessGroupId, { lock: 'update' });
    const wanted = planDayChange(setup, body);
    const impact = await accessImpact(tx, event, group, all, (full) =>
      withDayChange(full, group.id, wanted),
    );
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
      summary: `Changed the access of ${group.name} on ${changed.length} ${changed.length === 1 ? 'day' : 'days'}${impactSummary(impact)}`,
      before: storedValues(changed, before),
      after: {
        ...storedValues(
          changed,
          [...wanted].map(([key, status]) => ({ key, status })),
        ),
        ...impactValues(impact),
      },
    });
    return mappingOf(await loadSetup(tx, event, [group], all), group);
  });
}

export async function updateBaseGroup(
  db: Db,
  event: ImpactEvent,
  accessGroupId: number,
  baseAccessGroupId: number,
  actor: ActivityActor,
): Promise<AccessGroupMapping> {
  return db.transaction(async (tx) => {
    const { group, all, setup } = await groupSetup(tx, event, accessGroupId, { lock: 'update' });
    assertBaseChange(group, all, baseAccessGroupId);
    const impact = await accessImpact(tx, event, group, all, (full) =>
      withBaseChange(full, group.id, baseAccessGroupId),
    );
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
      summary: `Based ${group.name} on ${name(baseAccessGroupId) ?? 'another group'}, resetting its own access${impactSummary(impact)}`,
      before: {
        baseAccessGroupId: group.baseAccessGroupId,
        baseGroup: name(group.baseAccessGroupId),
      },
      after: { baseAccessGroupId, baseGroup: name(baseAccessGroupId), ...impactValues(impact) },
    });
    const moved = { ...group, baseAccessGroupId };
    return mappingOf(await loadSetup(tx, event, [moved], all), moved);
  });
}
