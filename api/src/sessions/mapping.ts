/**
 * Add to sessions: the sessions an audience group is mapped to. A save names the whole chosen
 * set and replaces the mapping in one transaction, after checking that the group and every
 * session belong to the event (rows held FOR SHARE so neither disappears mid-save).
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError, badField } from '../http/errors';
import { loadGroup } from '../audiences/group-lookup';
import { audienceGroupSegments, segments } from './schema';
import type { SessionMapping } from '@console/people-contract';

/** How many refused ids an error message names before "and N more". */
const NAMED_IDS = 10;

async function mappedIds(db: Db, audienceGroupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: audienceGroupSegments.segmentId })
    .from(audienceGroupSegments)
    .where(eq(audienceGroupSegments.audienceGroupId, audienceGroupId))
    .orderBy(asc(audienceGroupSegments.segmentId));
  return rows.map((r) => r.id);
}

function foreignSessions(ids: readonly number[]): ApiError {
  const named = ids.slice(0, NAMED_IDS).join(', ');
  const more = ids.length > NAMED_IDS ? ` and ${ids.length - NAMED_IDS} more` : '';
  return badField(
    'segmentIds',
    `${ids.length === 1 ? 'Session' : 'Sessions'} ${named}${more} ${ids.length === 1 ? 'is' : 'are'} not a session of this event`,
  );
}

/** The group's sessions; 404 when the group is not one of the event's. */
export async function readSessionMapping(
  db: Db,
  eventId: number,
  audienceGroupId: number,
): Promise<SessionMapping> {
  await loadGroup(db, eventId, audienceGroupId, { lock: 'share' });
  return { audienceGroupId, segmentIds: await mappedIds(db, audienceGroupId) };
}

/** Replaces the group's sessions with `segmentIds` (duplicates ignored); nothing changes on a refusal. */
export async function replaceSessionMapping(
  db: Db,
  eventId: number,
  audienceGroupId: number,
  segmentIds: readonly number[],
): Promise<SessionMapping> {
  const wanted = [...new Set(segmentIds)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    await loadGroup(tx, eventId, audienceGroupId, { lock: 'share' });
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: segments.id })
        .from(segments)
        .where(and(eq(segments.eventId, eventId), inArray(segments.id, wanted)))
        .for('share');
      const known = new Set(found.map((r) => r.id));
      const foreign = wanted.filter((id) => !known.has(id));
      if (foreign.length > 0) throw foreignSessions(foreign);
    }
    const link = audienceGroupSegments;
    await tx
      .delete(link)
      .where(
        and(
          eq(link.audienceGroupId, audienceGroupId),
          wanted.length > 0 ? notInArray(link.segmentId, wanted) : undefined,
        ),
      );
    if (wanted.length > 0)
      await tx
        .insert(link)
        .values(wanted.map((segmentId) => ({ audienceGroupId, segmentId })))
        .onConflictDoNothing();
    return { audienceGroupId, segmentIds: wanted };
  });
}
