/**
 * The Custom page's invitation emails: the event's invite communications (invite_communications,
 * owned by the invite lists), which an organizer chooses when inviting people to an invite list.
 * Listed, created, edited and deleted here; names are unique per event whatever their case (the
 * invite list's usages name the communications it was sent). Deleting one leaves the emails
 * already queued and the usages it recorded; an import still to run sends the others it chose.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  COMMUNICATION_ERROR_CODES as CODES,
  COMMUNICATION_LIMITS as L,
  COMMUNICATION_MESSAGES as M,
  type InvitationEmail,
  type InvitationEmailCreate,
  type InvitationEmailEdit,
} from '@console/event-setup-contract';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import { inviteCommunications } from '../invite-lists/schema';
import type { ActivityActor } from '../activity-log/record';
import { recordNamedEmail } from './activity';

const c = inviteCommunications;
const columns = { communicationId: c.id, name: c.name, subject: c.subject, body: c.body };
const logged = (row: InvitationEmail) => ({ id: row.communicationId, ...row });

export async function listInvitationEmails(db: Db, eventId: number): Promise<InvitationEmail[]> {
  return db.select(columns).from(c).where(eq(c.eventId, eventId)).orderBy(asc(c.id));
}

/** 409 when another invitation email of the event has this name (whatever its case). */
async function requireFreeName(db: Db, eventId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.eventId, eventId),
        sql`lower(${c.name}) = lower(${name}::text)`,
        exceptId === undefined ? undefined : ne(c.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new ApiError(409, CODES.nameTaken, M.invitationNameTaken(name), 'name');
}

export async function createInvitationEmail(
  db: Db,
  eventId: number,
  input: InvitationEmailCreate,
  actor: ActivityActor,
): Promise<InvitationEmail> {
  const [held] = await db.select({ n: count() }).from(c).where(eq(c.eventId, eventId));
  if ((held?.n ?? 0) >= L.invitationEmailsMax)
    throw new ApiError(409, CODES.listFull, M.invitationEmailsFull);
  await requireFreeName(db, eventId, input.name);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(c)
      .values({ eventId, name: input.name, subject: input.subject, body: input.body })
      .returning(columns);
    if (!row) throw new Error('the invitation email was not saved');
    await recordNamedEmail(tx, { eventId, actor }, 'invitation-email', null, logged(row));
    return row;
  });
}

const ofEvent = (eventId: number, communicationId: number) =>
  and(eq(c.eventId, eventId), eq(c.id, communicationId));

export async function editInvitationEmail(
  db: Db,
  eventId: number,
  communicationId: number,
  edit: InvitationEmailEdit,
  actor: ActivityActor,
): Promise<InvitationEmail> {
  if (edit.name !== undefined) await requireFreeName(db, eventId, edit.name, communicationId);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(c)
      .where(ofEvent(eventId, communicationId))
      .for('update');
    if (!before) throw notFound('Invitation email');
    const [row] = await tx
      .update(c)
      .set(edit)
      .where(eq(c.id, before.communicationId))
      .returning(columns);
    if (!row) throw notFound('Invitation email');
    await recordNamedEmail(tx, { eventId, actor }, 'invitation-email', logged(before), logged(row));
    return row;
  });
}

export async function deleteInvitationEmail(
  db: Db,
  eventId: number,
  communicationId: number,
  actor: ActivityActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(c)
      .where(ofEvent(eventId, communicationId))
      .returning(columns);
    if (!deleted) throw notFound('Invitation email');
    await recordNamedEmail(tx, { eventId, actor }, 'invitation-email', logged(deleted), null);
  });
}
