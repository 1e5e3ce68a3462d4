/**
 * Recording a write in the activity log: one row inserted in the caller's transaction, so the
 * entry commits with the change it describes and rolls back with it (issue #46). Before and after
 * hold the changed values only, small and readable; never a secret.
 */
import type { FastifyRequest } from 'fastify';
import type { ActivityArea, ActivityTarget, ActivityValues } from '@console/activity-log-contract';
import type { Db } from '../db/client';
import { currentAuth } from '../http/auth-hooks';
import { activityLog } from './schema';

/** Who writes: the session's user, with their name as it is now (the entry keeps it). */
export interface ActivityActor {
  userId: number;
  name: string;
}

/** An entry's actor: a user, or none for a write no one started (a job without its creator). */
export type RecordedActor = Omit<ActivityActor, 'userId'> & { userId: number | null };

/** The actor of a write without a user. */
export const SYSTEM_ACTOR: RecordedActor = { userId: null, name: 'System' };

export interface ActivityRecord {
  eventId: number;
  actor: RecordedActor;
  area: ActivityArea;
  action: string;
  target: ActivityTarget;
  summary: string;
  before: ActivityValues;
  after: ActivityValues;
}

/** The actor of a request: its session's user (401 without a session). */
export function activityActor(request: FastifyRequest): ActivityActor {
  return userActor(currentAuth(request).user);
}

/** A user as an actor: their first and last name, or their email without them. */
export function userActor(user: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}): ActivityActor {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return { userId: user.id, name: name || user.email };
}

/** Inserts the entry; `tx` must be the transaction of the write it records. */
export async function recordActivity(tx: Db, entry: ActivityRecord): Promise<void> {
  await tx.insert(activityLog).values({
    eventId: entry.eventId,
    actorUserId: entry.actor.userId,
    actorName: entry.actor.name,
    area: entry.area,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    summary: entry.summary,
    before: entry.before,
    after: entry.after,
    searchText: [entry.summary, entry.actor.name, entry.target.label].join(' ').toLowerCase(),
  });
}
