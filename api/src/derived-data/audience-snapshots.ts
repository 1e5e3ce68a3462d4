/**
 * What the families of the audience snapshots share: a snapshot that differs from its recount is
 * deleted, not rewritten. Readers already answer from a count while none is kept, and the recount
 * chore keeps it again from the data as it is then (audience-read/snapshot-chore.ts); a rewrite here
 * would be a second writer of cells and members beside the chore's, racing it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { intList } from '../db/query-helpers';
import { ApiError } from '../http/errors';
import { loadGroup, type LoadedGroup } from '../audiences/group-lookup';
import type { Difference } from './difference';

/** Deletes the groups' kept cells and members. */
export async function dropSnapshots(db: Db, differences: readonly Difference[]): Promise<void> {
  const groupIds = [...new Set(differences.map((d) => Number(d.key.audience_group_id)))];
  if (groupIds.length === 0) return;
  await db.execute(
    sql`delete from audience_kept_members where audience_group_id = any(${intList(groupIds)})`,
  );
  await db.execute(
    sql`delete from audience_cell_counts where audience_group_id = any(${intList(groupIds)})`,
  );
}

/** The group of the event as the recount chore loads it, or null where it is gone. */
export const groupOrNull = (
  db: Db,
  eventId: number,
  groupId: number,
): Promise<LoadedGroup | null> =>
  loadGroup(db, eventId, groupId).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  });
