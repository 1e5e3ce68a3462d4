/**
 * A stage's backstage sub-feature is keyed by the stage's name (stageBackstageKey): when a stage
 * is renamed, every access group of the event keeps what it held for it under the new name. Rows
 * already under the new name belong to a stage no session is on any more; they give way.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { stageBackstageKey } from '@console/access-control-contract';
import type { Db } from '../db/client';
import { accessFeatureMappings, accessGroups } from './schema';

export async function renameStageFeatures(
  tx: Db,
  eventId: number,
  from: string,
  to: string,
): Promise<void> {
  const f = accessFeatureMappings;
  const groupsOfEvent = tx
    .select({ id: accessGroups.id })
    .from(accessGroups)
    .where(eq(accessGroups.eventId, eventId));
  await tx
    .delete(f)
    .where(and(inArray(f.accessGroupId, groupsOfEvent), eq(f.featureKey, stageBackstageKey(to))));
  await tx
    .update(f)
    .set({ featureKey: stageBackstageKey(to) })
    .where(and(inArray(f.accessGroupId, groupsOfEvent), eq(f.featureKey, stageBackstageKey(from))));
}
