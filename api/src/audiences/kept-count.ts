/**
 * An audience list's count from what is kept rather than a scan of the event's registrants: the
 * whole event and the system groups from audience_counts (migration 0013), with the role, status
 * and ticket filters too (they are columns of those rows); a custom group without filters from its
 * kept count (custom-groups/counts.ts); an invite list without filters from its kept REGISTERED
 * invitees (invitee_counts, exact by migration 0021: one per completed registration it links). The
 * same conditions as membership.ts and audienceWhere, on the kept rows' columns. A search and the
 * other filters of custom groups and invite lists are counted (null).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { countCustomGroupMembers } from '../custom-groups/counts';
import { keptInvitees } from '../invite-lists/invitee-counts';
import type { AudienceFilter, AudienceSize } from './audience-query';
import type { LoadedGroup } from './group-lookup';
import { systemGroupWhere } from './membership';
import { audienceCounts } from './schema';

const c = audienceCounts;

const isUnfiltered = (filter: AudienceFilter): boolean =>
  !filter.search?.trim() &&
  !filter.roleTypeFilters?.length &&
  filter.isAttended === undefined &&
  !filter.ticketTypeFilter?.length;

/** The role, status and ticket filters on the kept rows' columns (the search is not kept). */
const keptFilterWhere = (filter: AudienceFilter): SQL | undefined =>
  and(
    filter.roleTypeFilters?.length ? inArray(c.role, [...filter.roleTypeFilters]) : undefined,
    filter.isAttended === undefined ? undefined : eq(c.isAttended, filter.isAttended),
    filter.ticketTypeFilter?.length
      ? inArray(c.ticketTypeId, [...filter.ticketTypeFilter])
      : undefined,
  );

async function sumKept(db: Db, eventId: number, condition: SQL | undefined): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(${c.registrants}), 0)::int as n from ${c}
      where ${and(eq(c.eventId, eventId), condition)}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The kept number of the event's (null) or a system group's registrants that the role, status and
 * ticket filters leave, whatever the search; null for custom groups and invite lists (not kept
 * per filter).
 */
async function keptSystemAudience(
  db: Db,
  eventId: number,
  group: LoadedGroup | null,
  filter: AudienceFilter,
): Promise<number | null> {
  const membership = group === null ? undefined : systemGroupWhere(group, c);
  if (membership === null) return null;
  return sumKept(db, eventId, and(membership, keptFilterWhere(filter)));
}

/** An invite list's audience: its invitees who registered, each linking one completed registration. */
const keptInviteListAudience = (db: Db, group: LoadedGroup): Promise<number> =>
  keptInvitees(db, group.id, ['REGISTERED']);

/**
 * The size a page of the audience is planned from (audience-query.ts): a system group's (or the
 * event's) kept count under the filters; an invite list's kept audience, an upper bound under
 * filters; none kept for a custom group (its member pages count their rows instead).
 */
export async function keptAudienceSize(
  db: Db,
  eventId: number,
  group: LoadedGroup | null,
  filter: AudienceFilter,
): Promise<AudienceSize> {
  if (group?.type === 'INVITE_ONLY') return keptInviteListAudience(db, group);
  return keptSystemAudience(db, eventId, group, filter);
}

/** The count of the event's (null) or a group's audience with the filter; null: count it instead. */
export async function keptAudienceCount(
  db: Db,
  eventId: number,
  group: LoadedGroup | null,
  filter: AudienceFilter,
): Promise<number | null> {
  if (filter.search?.trim()) return null;
  if (group?.type === 'CUSTOM')
    return isUnfiltered(filter)
      ? countCustomGroupMembers(db, eventId, group.id, group.custom)
      : null;
  if (group?.type === 'INVITE_ONLY')
    return isUnfiltered(filter) ? keptInviteListAudience(db, group) : null;
  return keptSystemAudience(db, eventId, group, filter);
}
