/**
 * The audience read model's two entry points for the audience list (spec people §2, §7): a
 * group's (or, for null, the whole event's) registrants under the list's filter, counted, and
 * planned for its pages and CSV. How fresh each answer is: freshness.ts.
 */
import type { Db } from '../db/client';
import type { LoadedGroup } from '../audiences/group-lookup';
import { keptAudienceCount, keptAudienceSize, type KeptAudienceCount } from './audience-count';
import type { AudienceFilter } from './filter';
import type { FreshnessOptions } from './freshness';
import { membershipWhere } from './group-membership';
import { keptMembersWalk } from './member-snapshots';
import { audienceWhere, countAudience, inviteeWalk, type AudienceRead } from './query';
import type { AudienceWalk } from './walk';

const groupWhere = (eventId: number, group: LoadedGroup | null, filter: AudienceFilter) =>
  audienceWhere(eventId, group === null ? undefined : membershipWhere(group), filter);

/** The audience's count: from what is kept where that answers it, else counted. */
export async function countGroupAudience(
  db: Db,
  eventId: number,
  group: LoadedGroup | null,
  filter: AudienceFilter,
  options: FreshnessOptions = {},
): Promise<KeptAudienceCount> {
  const kept = await keptAudienceCount(db, eventId, group, filter, options);
  if (kept !== null) return kept;
  return { total: await countAudience(db, groupWhere(eventId, group, filter)), isUpdating: false };
}

/**
 * The walk along the group's own kept list that a page or CSV without a search takes: a custom
 * group's or a big invite list's kept members (member-snapshots.ts: while current, or on a big
 * event); else an invite list's registered invitees, whatever its size (each step an index probe:
 * a shallow page stops early, a deep one reads no more than sorting the list whole would). Null:
 * walk the event's registrants (or sort a small audience's).
 */
async function walkOf(
  db: Db,
  eventId: number,
  group: LoadedGroup | null,
  filter: AudienceFilter,
  options: FreshnessOptions,
): Promise<AudienceWalk | null> {
  if (group === null || filter.search?.trim()) return null;
  if (group.type !== 'CUSTOM' && group.type !== 'INVITE_ONLY') return null;
  const kept = await keptMembersWalk(
    db,
    eventId,
    { id: group.id, type: group.type },
    filter,
    options,
  );
  if (kept !== null || group.type === 'CUSTOM') return kept;
  return inviteeWalk(db, group.id, audienceWhere(eventId, undefined, filter));
}

/**
 * What the audience's pages and CSV read: the filtered registrants' condition, how many the filter
 * leaves before the search where that is kept, and the walk along the group's kept list where one
 * applies (query.ts).
 */
export async function planGroupAudience(
  db: Db,
  eventId: number,
  group: LoadedGroup | null,
  filter: AudienceFilter,
  options: FreshnessOptions = {},
): Promise<AudienceRead> {
  const size = await keptAudienceSize(db, eventId, group, filter);
  const walk = await walkOf(db, eventId, group, filter, options);
  return { where: groupWhere(eventId, group, filter), size, walk };
}
