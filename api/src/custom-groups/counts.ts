/**
 * The audiences page's custom group cards (spec people §3 noOfAudiences): each group's REGISTERED
 * members as its members endpoint lists them (memberships.ts). A count on a big event is slow (a
 * filter group reads every match's row), so counts are kept (kept-counts.ts):
 * a fresh one is read; a stale one is counted now on a small event. On a big one it is brought up
 * to now from the count kept with the group's members and the registrants changed since
 * (audiences/kept-delta.ts), or else the last count is answered as updating while the worker
 * recounts it (audiences/recount-chore.ts).
 */
import type { EventType } from '@console/shared/contract';
import type { Db } from '../db/client';
import { keptCountNow } from '../audiences/kept-delta';
import { loadCustomGroups, type CustomMembership } from './memberships';
import {
  countAndKeep,
  keptRegisteredTotal,
  readKeptCounts,
  registeredMembersWhere,
} from './kept-counts';

/** Below this many completed registrations a stale count is counted during the request. */
export const COUNT_NOW_BELOW_REGISTRANTS = 20_000;

export interface CountOptions {
  /** COUNT_NOW_BELOW_REGISTRANTS unless given (the tests lower it to take the big-event path). */
  countNowBelow?: number;
}

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

/** Whether the event is small enough to count its stale groups during a request. */
async function isCountedNow(db: Db, eventId: number, options: CountOptions = {}): Promise<boolean> {
  const below = options.countNowBelow ?? COUNT_NOW_BELOW_REGISTRANTS;
  return (await keptRegisteredTotal(db, eventId)) < below;
}

export async function countCustomGroups(
  db: Db,
  event: CountEvent,
  options: CountOptions = {},
): Promise<Map<number, CustomGroupCount>> {
  const kept = await readKeptCounts(db, event.id);
  const counts = new Map<number, CustomGroupCount>(
    kept.map((k) => [k.groupId, { count: k.memberCount, isUpdating: !k.isFresh }]),
  );
  const stale = kept.filter((k) => !k.isFresh).map((k) => k.groupId);
  if (stale.length === 0) return counts;
  const countedNow = await isCountedNow(db, event.id, options);
  for (const group of await loadCustomGroups(db, event, stale)) {
    const count = countedNow
      ? await countAndKeep(db, event.id, group.id, group)
      : await keptCountNow(
          db,
          event.id,
          group.id,
          {},
          registeredMembersWhere(event.id, group.id, group),
        );
    if (count !== null) counts.set(group.id, { count, isUpdating: false });
  }
  return counts;
}

/**
 * One custom group's members without a search or filter (its audience list's count): the kept
 * count when fresh, or the count kept with its members and the changes since
 * (audiences/kept-delta.ts), else counted now and kept, whatever the event's size (the caller
 * asked for this exact number).
 */
export async function countCustomGroupMembers(
  db: Db,
  eventId: number,
  groupId: number,
  membership: CustomMembership | null,
): Promise<number> {
  const [kept] = await readKeptCounts(db, eventId, groupId);
  if (kept?.isFresh && kept.memberCount !== null) return kept.memberCount;
  const now = await keptCountNow(
    db,
    eventId,
    groupId,
    {},
    registeredMembersWhere(eventId, groupId, membership),
  );
  if (now !== null) return now;
  return countAndKeep(db, eventId, groupId, membership);
}
