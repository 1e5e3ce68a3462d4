/**
 * The invite list page's writes: add one invitee (and send the chosen invitations), decline one,
 * delete one. Each is one transaction with its activity log entry, so two clicks cannot leave
 * half a change and a refused write records nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@console/shared/contract';
import { queryRows, type Db } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import type { ActivityActor } from '../activity-log/record';
import { inviteeValues, listNoun, recordInviteListChange } from './activity';
import { queueInvitationEmails } from './communications';
import { findInviteList, type InviteListRow } from './lists';
import { findInvitee, toWireInvitee, type InviteeRow } from './invitees';
import { registeredRegistration } from './registered';
import { invitees } from './schema';
import {
  findCountry,
  inviteePhoneE164,
  PEOPLE_EXTRA_MESSAGES,
  type AddInviteeValues,
  type Invitee,
} from '@console/people-contract';

export interface NewInvitee {
  eventId: number;
  audienceGroupId: number;
  values: AddInviteeValues;
  communicationIds: readonly number[];
  /** Who adds: the request's user. */
  actor: ActivityActor;
}

/** 409 when the email is already on the list (its unique index decides, race-free). */
export async function addInvitee(db: Db, input: NewInvitee): Promise<Invitee> {
  const { eventId, audienceGroupId, values } = input;
  const country = findCountry(values.country)?.name ?? values.country;
  // The form's schema checked it: stored in E.164, as imports store it (decision 0042).
  const phoneNumber = inviteePhoneE164(values.phoneNumber, values.country) ?? values.phoneNumber;
  return db.transaction(async (tx) => {
    const [inserted] = await queryRows<{ id: number }>(
      tx,
      sql`
      insert into invitees (audience_group_id, event_id, email, first_name, last_name, role, company,
        phone_number, country, invitation_status, registration_id)
      select ${audienceGroupId}::int, ${eventId}::int, x.email, ${values.firstName}::text,
        ${values.lastName}::text, ${values.role}::text, ${values.company}::text,
        ${phoneNumber}::text, ${country}::text,
        case when reg.id is null then 'AWAITING_RESPONSE' else 'REGISTERED' end, reg.id
      from (select ${values.email}::text as email) x
      ${registeredRegistration(eventId, sql`x.email`)}
      on conflict do nothing
      returning id`,
    );
    if (!inserted)
      throw new ApiError(409, ERROR_CODES.conflict, PEOPLE_EXTRA_MESSAGES.alreadyInList, 'email');
    const id = Number(inserted.id);
    await queueInvitationEmails(tx, {
      eventId,
      audienceGroupId,
      inviteeIds: [id],
      communicationIds: input.communicationIds,
    });
    const row = await findInvitee(tx, audienceGroupId, id);
    const list = await findInviteList(tx, eventId, audienceGroupId);
    if (!row || !list) throw new Error('invitee or list vanished after its insert');
    await recordInviteListChange(tx, {
      actor: input.actor,
      list,
      verb: 'invitee.added',
      summary: `Added ${row.email} to ${listNoun(list)}`,
      before: null,
      after: inviteeValues(row),
    });
    return toWireInvitee(row);
  });
}

/**
 * Declines an invitee; one who already registered cannot be declined (409). The row is locked
 * first, so its status before is the one the decline changed; declining again records nothing.
 */
export async function declineInvitee(
  db: Db,
  list: InviteListRow,
  inviteeId: number,
  actor: ActivityActor,
): Promise<Invitee> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(invitees)
      .where(and(eq(invitees.id, inviteeId), eq(invitees.audienceGroupId, list.id)))
      .for('update');
    if (!current) throw notFound('Invitee');
    if (current.invitationStatus === 'REGISTERED')
      throw new ApiError(
        409,
        ERROR_CODES.conflict,
        'This invitee has already registered and cannot be declined.',
      );
    if (current.invitationStatus === 'DECLINED') return toWireInvitee(current);
    const [updated]: InviteeRow[] = await tx
      .update(invitees)
      .set({ invitationStatus: 'DECLINED' })
      .where(eq(invitees.id, current.id))
      .returning();
    if (!updated) throw new Error('invitee vanished under its lock');
    await recordInviteListChange(tx, {
      actor,
      list,
      verb: 'invitee.declined',
      summary: `Declined ${current.email} on ${listNoun(list)}`,
      before: inviteeValues(current),
      after: inviteeValues(updated),
    });
    return toWireInvitee(updated);
  });
}

export async function deleteInvitee(
  db: Db,
  list: InviteListRow,
  inviteeId: number,
  actor: ActivityActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted]: InviteeRow[] = await tx
      .delete(invitees)
      .where(and(eq(invitees.id, inviteeId), eq(invitees.audienceGroupId, list.id)))
      .returning();
    if (!deleted) throw notFound('Invitee');
    await recordInviteListChange(tx, {
      actor,
      list,
      verb: 'invitee.deleted',
      summary: `Deleted ${deleted.email} from ${listNoun(list)}`,
      before: inviteeValues(deleted),
      after: null,
    });
  });
}
