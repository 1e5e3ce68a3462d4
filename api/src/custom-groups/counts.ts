/**
 * The audiences page's custom group cards (spec people §3 noOfAudiences): each group's REGISTERED
 * members as its members endpoint lists them (memberships.ts). Counts are kept (kept-counts.ts)
 * and served as audiences/snapshot-freshness.ts says: a fresh one is read; a stale one is counted
 * now on a small event, or on a big one answered as updating while the worker recounts it
 * (audiences/recount-chore.ts).
 */
import type { EventType } from '@console/shared/contract';
import type { Db } from '../db/client';
import { servesStaleSnapshots, type FreshnessOptions } from '../audiences/snapshot-freshness';
import { loadCustomGroups, type CustomMembership } from './memberships';
import { countAndKeep, readKeptCounts } from './kept-counts';

export interface CustomGroupCount {
  /** Null: never counted yet. */
  count: number | null;
  /** The count is older than the data (or missing): a recount is under way. */
  isUpdating: boolean;
}

interface CountEvent {
  id: number;
  type: EventType;
}

export async function countCustomGroups(
  db: Db,
  event: CountEvent,
  options: FreshnessOptions = {},
): Promise<Map<number, CustomGroupCount>> {
  const kept = await readKeptCounts(db, event.id);
  const counts = new Map<number, CustomGroupCount>(
    kept.map((k) => [k.groupId, { count: k.memberCount, isUpdating: !k.isFresh }]),
  );
  const stale = kept.filter((k) => !k.isFresh).map((k) => k.groupId);
  if (stale.length === 0 || (await servesStaleSnapshots(db, event.id, options))) return counts;
  for (const group of await loadCustomGroups(db, event, stale))
    counts.set(group.id, {
      count: await countAndKeep(db, event.id, group.id, group),
      isUpdating: false,
    });
  return counts;
}

/**
 * One custom group's members without a search or filter (its audience list's count): the kept
 * count when fresh, or on a big event the last one kept, as updating; else counted now and kept.
 */
export async function countCustomGroupMembers(
  db: Db,
  eventId: number,
  groupId: number,
  membership: CustomMembership | null,
  options: FreshnessOptions = {},
): Promise<{ count: number; isUpdating: boolean }> {
  const [kept] = await readKeptCounts(db, eventId, groupId);
  if (kept?.memberCount != null) {
    if (kept.isFresh) return { count: kept.memberCount, isUpdating: false };
    if (await servesStaleSnapshots(db, eventId, options))
      return { count: kept.memberCount, isUpdating: true };
  }
  return { count: await countAndKeep(db, eventId, groupId, membership), isUpdating: false };
}
