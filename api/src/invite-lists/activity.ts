/**
 * An invite list's writes in the activity log (issue #46, area INVITE_LISTS, target the list, as
 * its rename and delete in audiences/activity.ts): created, an invitee added, declined or deleted
 * (before and after: the invitee's email and status, null when there is no invitee), and an
 * import finished with its counts. An import is written by the worker: its actor is the user who
 * started it, or the System when that user is gone.
 */
import { eq } from 'drizzle-orm';
import type { ActivityValues } from '@console/activity-log-contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { jobs } from '../jobs/schema';
import {
  recordActivity,
  SYSTEM_ACTOR,
  userActor,
  type RecordedActor,
} from '../activity-log/record';
import type { InviteeRow } from './invitees';

export interface InviteListRef {
  id: number;
  eventId: number;
  name: string;
}

export interface InviteListChange {
  actor: RecordedActor;
  list: InviteListRef;
  /** The action after `invite-list.`: `created`, `invitee.added`, `imported`... */
  verb: string;
  summary: string;
  before: ActivityValues;
  after: ActivityValues;
}

/** How a summary names the list, as the rename's and delete's do. */
export const listNoun = (list: InviteListRef): string => `the invite list ${list.name}`;

export function recordInviteListChange(tx: Db, change: InviteListChange): Promise<void> {
  const { list } = change;
  return recordActivity(tx, {
    eventId: list.eventId,
    actor: change.actor,
    area: 'INVITE_LISTS',
    action: `invite-list.${change.verb}`,
    target: { type: 'audience-group', id: String(list.id), label: list.name },
    summary: change.summary,
    before: change.before,
    after: change.after,
  });
}

/** An invitee as the log shows it. */
export const inviteeValues = (row: Pick<InviteeRow, 'email' | 'invitationStatus'>) => ({
  email: row.email,
  status: row.invitationStatus,
});

/** The user who started the job, or the System when it has none (deleted, or a script's). */
export async function jobActor(tx: Db, jobId: number): Promise<RecordedActor> {
  const [row] = await tx
    .select({ user: users })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.createdBy))
    .where(eq(jobs.id, jobId));
  return row?.user ? userActor(row.user) : SYSTEM_ACTOR;
}
