/**
 * Add to sessions: the sessions an audience group is mapped to. A save names the whole chosen
 * set and replaces the mapping in one transaction, after checking that the group and every
 * session belong to the event (rows held FOR SHARE so neither disappears mid-save), and records
 * the sessions before and after in the activity log with it.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError, badField } from '../http/errors';
import type { ActivityActor } from '../activity-log/record';
import { AUDIENCE_GROUP, groupNoun, recordGroupChange } from '../audiences/activity';
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

/** The titles of sessions, in the order of the schedule. */
async function sessionTitles(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ title: segments.title })
    .from(segments)
    .where(inArray(segments.id, [...ids]))
    .orderBy(asc(segments.startDateTime), asc(segments.id));
  return rows.map((r) => r.title);
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
  actor: ActivityActor,
): Promise<SessionMapping> {
  const wanted = [...new Set(segmentIds)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const group = await loadGroup(tx, eventId, audienceGroupId, { lock: 'share' });
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
    const before = await sessionTitles(tx, await mappedIds(tx, audienceGroupId));
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
    const after = await sessionTitles(tx, wanted);
    const sessions = `${after.length} ${after.length === 1 ? 'session' : 'sessions'}`;
    await recordGroupChange(
      tx,
      {
        actor,
        group,
        verb: 'sessions.changed',
        summary: `Set the sessions of ${groupNoun(group)} to ${sessions}`,
        before: { sessions: before },
        after: { sessions: after },
      },
      AUDIENCE_GROUP,
    );
    return { audienceGroupId, segmentIds: wanted };
  });
}
