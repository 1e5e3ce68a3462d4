/**
 * The schedule's writes in the activity log (issue #46, area SCHEDULE, target the session): a
 * session created (its values), edited (the changed values only; an edit that changes nothing
 * records nothing) and deleted (its values before). Days are not written: they follow the event's
 * dates and its sessions.
 */
import type { Db } from '../db/client';
import { recordActivity, type ActivityActor } from '../activity-log/record';
import { changedValues, hasChanges, type LoggedValues } from '../activity-log/values';

export interface LoggedSession {
  segmentId: number;
  title: string;
  stageName: string;
  startDateTime: Date;
  endDateTime: Date;
  format: string;
  tags: string[];
  addOns: string[];
}

const sessionValues = (row: LoggedSession): LoggedValues => ({
  title: row.title,
  stageName: row.stageName,
  startDateTime: row.startDateTime.toISOString(),
  endDateTime: row.endDateTime.toISOString(),
  format: row.format,
  tags: row.tags,
  addOns: row.addOns,
});

interface SessionWrite {
  eventId: number;
  actor: ActivityActor;
}

function record(
  tx: Db,
  write: SessionWrite,
  row: LoggedSession,
  verb: 'created' | 'edited' | 'deleted',
  values: { before: LoggedValues | null; after: LoggedValues | null },
) {
  const done = { created: 'Created', edited: 'Edited', deleted: 'Deleted' }[verb];
  return recordActivity(tx, {
    eventId: write.eventId,
    actor: write.actor,
    area: 'SCHEDULE',
    action: `session.${verb}`,
    target: { type: 'session', id: String(row.segmentId), label: row.title },
    summary: `${done} session '${row.title}'`,
    ...values,
  });
}

export const recordSessionCreated = (tx: Db, write: SessionWrite, row: LoggedSession) =>
  record(tx, write, row, 'created', { before: null, after: sessionValues(row) });

export const recordSessionDeleted = (tx: Db, write: SessionWrite, row: LoggedSession) =>
  record(tx, write, row, 'deleted', { before: sessionValues(row), after: null });

export async function recordSessionEdited(
  tx: Db,
  write: SessionWrite,
  before: LoggedSession,
  after: LoggedSession,
): Promise<void> {
  const change = changedValues(sessionValues(before), sessionValues(after));
  if (hasChanges(change)) await record(tx, write, after, 'edited', change);
}
