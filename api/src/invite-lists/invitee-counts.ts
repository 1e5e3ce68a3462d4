/**
 * A list's invitees counted from invitee_counts (kept by migration 0016's triggers): a list's size
 * for the invite lists tab and its page header, and the invitees page's total when there is no
 * search (a status filter is a sum over its statuses' rows).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inviteeCounts } from './schema';
import type { InvitationStatus } from '@console/people-contract';

/** A scalar sub-select: the kept invitees of the audience group its SQL names (a column). */
export function keptInviteesOf(audienceGroupId: SQL): SQL<number> {
  return sql<number>`(select coalesce(sum(c.invitees), 0) from invitee_counts c where c.audience_group_id = ${audienceGroupId})::int`;
}

/** The list's invitees, of the given statuses only when some are given. */
export async function keptInvitees(
  db: Db,
  audienceGroupId: number,
  statuses: readonly InvitationStatus[] = [],
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${inviteeCounts.invitees}), 0)::int` })
    .from(inviteeCounts)
    .where(
      and(
        eq(inviteeCounts.audienceGroupId, audienceGroupId),
        statuses.length > 0 ? inArray(inviteeCounts.invitationStatus, [...statuses]) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
