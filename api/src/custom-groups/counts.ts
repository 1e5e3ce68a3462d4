/**
 * The audiences page's custom group cards (spec people §3 noOfAudiences): each group's REGISTERED
 * members, counted exactly as the group's members endpoint lists them (memberships.ts), one
 * bounded count per group: a member-row semi-join, or the compiled filter's indexes.
 */
import type { EventType } from '@console/shared/contract';
import { audienceWhere, countAudience } from '../audiences/audience-query';
import type { Db } from '../db/client';
import { customMembersWhere, loadCustomGroups } from './memberships';

export async function countCustomGroups(
  db: Db,
  event: { id: number; type: EventType },
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const group of await loadCustomGroups(db, event)) {
    const where = audienceWhere(event.id, customMembersWhere(group.id, group), {});
    counts.set(group.id, await countAudience(db, where));
  }
  return counts;
}
