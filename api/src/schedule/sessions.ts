/**
 * One session of the schedule: read with the groups that use it, created, edited (every field) and
 * deleted. A delete, or an edit that moves the session to another day (in the event's time zone),
 * is refused with a 409 naming the groups that use it unless the request confirms; the check and
 * the write hold the session row FOR UPDATE, which also holds back a mapping being added to it
 * meanwhile (its foreign key locks the row FOR KEY SHARE). A deleted session's access settings and
 * Add-to-sessions rows go with it (their foreign keys cascade), in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import {
  normalizeSessionLabels,
  SCHEDULE_ERROR_CODES,
  SCHEDULE_MESSAGES as M,
  isSessionUsed,
  type ScheduleSessionDetail,
  type SessionUsage,
  type SessionWriteSchema,
} from '@console/event-setup-contract';
import { ERROR_CODES } from '@console/shared/contract';
import type { z } from '@console/shared/zod';
import type { Db } from '../db/client';
import type { EventRow } from '../events/access';
import { localDay } from '../events/time-zone';
import { ApiError } from '../http/errors';
import { sessionRowColumns, toSessionRow } from '../sessions/queries';
import { segments } from '../sessions/schema';
import type { ActivityActor } from '../activity-log/record';
import { recordSessionCreated, recordSessionDeleted, recordSessionEdited } from './activity';
import { boundsRefusal, type ScheduleEventBounds } from './schedule-event';
import { sessionUsage, usageNames } from './usage';

export type SessionWriteBody = z.output<typeof SessionWriteSchema>;

const notFound = () => new ApiError(404, ERROR_CODES.notFound, M.sessionNotFound);

const inUse = (message: string) => new ApiError(409, SCHEDULE_ERROR_CODES.sessionInUse, message);

/** The session of the event, optionally locked; 404 for another event's or an unknown id. */
async function loadSession(db: Db, eventId: number, segmentId: number, lock?: 'update') {
  const query = db
    .select(sessionRowColumns)
    .from(segments)
    .where(and(eq(segments.id, segmentId), eq(segments.eventId, eventId)))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound();
  return row;
}

const detail = (
  row: Awaited<ReturnType<typeof loadSession>>,
  usedBy: SessionUsage,
): ScheduleSessionDetail => ({ ...toSessionRow(row), usedBy });

export async function readSession(
  db: Db,
  eventId: number,
  segmentId: number,
): Promise<ScheduleSessionDetail> {
  const row = await loadSession(db, eventId, segmentId);
  return detail(row, await sessionUsage(db, segmentId));
}

/** The stored columns of a valid body: text trimmed, tags and add-ons without repeats. */
function columnsOf(body: SessionWriteBody) {
  return {
    title: body.title,
    stageName: body.stageName,
    startDateTime: new Date(body.startDateTime),
    endDateTime: new Date(body.endDateTime),
    format: body.format,
    tags: normalizeSessionLabels(body.tags),
    addOns: normalizeSessionLabels(body.addOns),
  };
}

export async function createSession(
  db: Db,
  event: EventRow,
  bounds: ScheduleEventBounds,
  body: SessionWriteBody,
  actor: ActivityActor,
): Promise<ScheduleSessionDetail> {
  const refusal = boundsRefusal(body, bounds);
  if (refusal) throw refusal;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(segments)
      .values({ eventId: event.id, ...columnsOf(body) })
      .returning(sessionRowColumns);
    if (!inserted) throw new Error('insert returned no session');
    await recordSessionCreated(tx, { eventId: event.id, actor }, inserted);
    return inserted;
  });
  return detail(row, {
    accessGroups: [],
    accessGroupTotal: 0,
    audienceGroups: [],
    audienceGroupTotal: 0,
  });
}

export async function updateSession(
  db: Db,
  event: EventRow,
  bounds: ScheduleEventBounds,
  segmentId: number,
  body: SessionWriteBody,
  confirmed: boolean,
  actor: ActivityActor,
): Promise<ScheduleSessionDetail> {
  return db.transaction(async (tx) => {
    const saved = await loadSession(tx, event.id, segmentId, 'update');
    const refusal = boundsRefusal(body, bounds);
    if (refusal) throw refusal;
    const movesDay =
      localDay(saved.startDateTime, event.tz) !== localDay(new Date(body.startDateTime), event.tz);
    if (movesDay && !confirmed) {
      const usage = await sessionUsage(tx, segmentId);
      if (isSessionUsed(usage)) throw inUse(M.inUseMove(usageNames(usage)));
    }
    const [row] = await tx
      .update(segments)
      .set(columnsOf(body))
      .where(eq(segments.id, segmentId))
      .returning(sessionRowColumns);
    if (!row) throw notFound();
    await recordSessionEdited(tx, { eventId: event.id, actor }, saved, row);
    return detail(row, await sessionUsage(tx, segmentId));
  });
}

export async function deleteSession(
  db: Db,
  eventId: number,
  segmentId: number,
  confirmed: boolean,
  actor: ActivityActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const saved = await loadSession(tx, eventId, segmentId, 'update');
    if (!confirmed) {
      const usage = await sessionUsage(tx, segmentId);
      if (isSessionUsed(usage)) throw inUse(M.inUseDelete(usageNames(usage)));
    }
    await tx.delete(segments).where(eq(segments.id, segmentId));
    await recordSessionDeleted(tx, { eventId, actor }, saved);
  });
}
