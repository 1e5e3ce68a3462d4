/**
 * Which registrants a custom group request is about, with what its rows need: a filter set's
 * matches (an unsaved filter; with isPassAudienceGroupId, plus the group's manual members; no
 * filter set at all: every registrant, the list static members are chosen from), or a saved
 * group's members or manual members. A group of another event, or not a custom group, is a 404.
 * A group's member rows are counted first (up to a few thousand), so a page of none answers
 * without a query and one of few reads them all rather than walking the event's registrants
 * (the manual members of a group that has none would walk them all); a group whose kept members are
 * served walks them (audience-read/member-snapshots.ts).
 */
import { or, type SQL } from 'drizzle-orm';
import type { EventType } from '@console/shared/contract';
import { SMALL_AUDIENCE, type AudienceRead } from '../audience-read/query';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import type { CustomAudienceCountQuery } from '@console/people-contract';
import { compileFilterSet } from './compile';
import { loadFilterContext } from './filter-fields';
import { keptMembersWalk } from '../audience-read/member-snapshots';
import { customAudienceWhere } from './member-query';
import type { MemberRowsContext } from './member-rows';
import {
  customMembersWhere,
  isMemberRows,
  loadCustomGroups,
  manualMembersWhere,
  memberRowsUpTo,
  type EventCustomGroup,
} from './memberships';

interface AudienceEvent {
  id: number;
  type: EventType;
}

export interface Audience {
  /**
   * Its size known for a group's member rows (memberRowsUpTo; a filter's matches are not counted
   * first); walked along a group's kept members where they are served (audience-read/member-snapshots.ts).
   */
  read: AudienceRead;
  context: MemberRowsContext;
}

function groupOf(groups: readonly EventCustomGroup[], id: number): EventCustomGroup {
  const group = groups.find((g) => g.id === id);
  if (!group) throw notFound('Custom group');
  return group;
}

/** A filter's matches: no size known, no kept list to walk. */
const matches = (where: SQL): AudienceRead => ({ where, size: null, walk: null });

export async function filterAudience(
  db: Db,
  event: AudienceEvent,
  query: CustomAudienceCountQuery,
): Promise<Audience> {
  const customGroups = await loadCustomGroups(db, event);
  const groupId = query.audienceGroupId;
  if (groupId !== null) groupOf(customGroups, groupId);
  const context = { event, customGroups, groupId };
  const set = query.filterSet;
  if (set === null)
    return { read: matches(customAudienceWhere(event.id, undefined, query.search)), context };
  const filter = compileFilterSet(set, await loadFilterContext(db, event));
  const membership =
    set.isPassAudienceGroupId && groupId !== null
      ? or(filter, manualMembersWhere(groupId))
      : filter;
  return { read: matches(customAudienceWhere(event.id, membership, query.search)), context };
}

export async function savedGroupAudience(
  db: Db,
  event: AudienceEvent,
  groupId: number,
  options: { search?: string | undefined; manualOnly: boolean },
): Promise<Audience> {
  const customGroups = await loadCustomGroups(db, event);
  const group = groupOf(customGroups, groupId);
  const membership = options.manualOnly
    ? manualMembersWhere(groupId)
    : customMembersWhere(groupId, group);
  const size =
    options.manualOnly || isMemberRows(group)
      ? await memberRowsUpTo(db, groupId, options.manualOnly, SMALL_AUDIENCE + 1)
      : null;
  const where = customAudienceWhere(event.id, membership, options.search);
  const walk =
    options.manualOnly || options.search?.trim()
      ? null
      : await keptMembersWalk(db, event.id, { id: groupId, type: 'CUSTOM' }, {});
  return {
    read: { where, size, walk },
    context: { event, customGroups, groupId },
  };
}
