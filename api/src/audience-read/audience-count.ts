/**
 * An audience list's count from what is kept rather than a scan of the event's registrants: the
 * whole event and the system groups from audience_counts (migration 0013), with the role, status
 * and ticket filters too (they are columns of those rows); a custom group without filters from its
 * kept count (audience-read/custom-group-counts.ts); an invite list without filters from its kept REGISTERED
 * invitees (invitee_counts, exact by migration 0021: one per completed registration it links). The
 * same conditions as group-membership.ts and audienceWhere, on the kept rows' columns. A custom group's
 * or an invite list's role, attendance and ticket filters are sums of its kept cells while they are
 * fresh (cell-snapshots.ts). A search is counted (null).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { countCustomGroupMembers } from './custom-group-counts';
import { keptInvitees } from '../invite-lists/invitee-counts';
import { audienceWhere, type AudienceSize } from './query';
import { filterColumnsWhere, type AudienceFilter } from './filter';
import type { LoadedGroup } from '../audiences/group-lookup';
import { countCellsAndKeep, readKeptCells, sumCells } from './cell-snapshots';
import { membershipWhere, systemGroupWhere } from './group-membership';
import { audienceCounts } from '../audiences/schema';
import { servesStaleSnapshots, type FreshnessOptions } from './freshness';

/** An audience's count, and whether it is a snapshot older than the data (being kept again). */
export interface KeptAudienceCount {
  total: number;
  isUpdating: boolean;
}

const exact = (total: number): KeptAudienceCount => ({ total, isUpdating: false });

const c = audienceCounts;

const isUnfiltered = (filter: AudienceFilter): boolean =>
  !filter.search?.trim() &&
  !filter.roleTypeFilters?.length &&
  filter.isAttended === undefined &&
  !filter.ticketTypeFilter?.length;

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
 * ticket filters leave, whatever the search; null for custom groups and invite lists (their
 * filtered counts are kept cells: keptFilteredCount).
 */
async function keptSystemAudience(
  db: Db,
  eventId: number,
  group: LoadedGroup | null,
  filter: AudienceFilter,
): Promise<number | null> {
  const membership = group === null ? undefined : systemGroupWhere(group, c);
  if (membership === null) return null;
  return sumKept(db, eventId, and(membership, filterColumnsWhere(c, filter)));
}

/** An invite list's audience: its invitees who registered, each linking one completed registration. */
const keptInviteListAudience = (db: Db, group: LoadedGroup): Promise<number> =>
  keptInvitees(db, group.id, ['REGISTERED']);

/**
 * A custom group's or an invite list's count under role, attendance and ticket filters: a sum of
 * its kept cells while they are fresh, or of its last cells on a big event (as updating). Else an
 * invite list's cells are counted now and kept, so the next filter is a sum again; a custom
 * group's are kept with its count, and until then the filter is counted (null).
 */
async function keptFilteredCount(
  db: Db,
  eventId: number,
  group: LoadedGroup,
  filter: AudienceFilter,
  options: FreshnessOptions,
): Promise<KeptAudienceCount | null> {
  const kept = await readKeptCells(db, eventId, group.id);
  if (kept?.isFresh) return exact(sumCells(kept.cells, filter));
  if (kept && (await servesStaleSnapshots(db, eventId, options)))
    return { total: sumCells(kept.cells, filter), isUpdating: true };
  if (group.type !== 'INVITE_ONLY') return null;
  const where = audienceWhere(eventId, membershipWhere(group), {});
  return exact(sumCells((await countCellsAndKeep(db, eventId, group.id, where)).cells, filter));
}

/**
 * The size a page of the audience is planned from (query.ts): a system group's (or the
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
  options: FreshnessOptions = {},
): Promise<KeptAudienceCount | null> {
  if (filter.search?.trim()) return null;
  if (group?.type === 'CUSTOM') {
    if (!isUnfiltered(filter)) return keptFilteredCount(db, eventId, group, filter, options);
    const { count, isUpdating } = await countCustomGroupMembers(
      db,
      eventId,
      group.id,
      group.custom,
      options,
    );
    return { total: count, isUpdating };
  }
  if (group?.type === 'INVITE_ONLY')
    return isUnfiltered(filter)
      ? exact(await keptInviteListAudience(db, group))
      : keptFilteredCount(db, eventId, group, filter, options);
  const system = await keptSystemAudience(db, eventId, group, filter);
  return system === null ? null : exact(system);
}
