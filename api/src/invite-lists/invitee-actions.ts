/**
 * The invite list page's writes: add one invitee (and send the chosen invitations), decline one,
 * delete one. Each is one transaction or one conditional statement, so two clicks cannot leave
 * half a change.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@console/shared/contract';
import { queryRows, type Db } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import { queueInvitationEmails } from './communications';
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
    if (!row) throw new Error('invitee vanished after its insert');
    return toWireInvitee(row);
  });
}

/** Declines an invitee; one who already registered cannot be declined (409). */
export async function declineInvitee(
  db: Db,
  audienceGroupId: number,
  inviteeId: number,
): Promise<Invitee> {
  const [updated]: InviteeRow[] = await db
    .update(invitees)
    .set({ invitationStatus: 'DECLINED' })
    .where(
      and(
        eq(invitees.id, inviteeId),
        eq(invitees.audienceGroupId, audienceGroupId),
        ne(invitees.invitationStatus, 'REGISTERED'),
      ),
    )
    .returning();
  if (updated) return toWireInvitee(updated);
  if (!(await findInvitee(db, audienceGroupId, inviteeId))) throw notFound('Invitee');
  throw new ApiError(
    409,
    ERROR_CODES.conflict,
    'This invitee has already registered and cannot be declined.',
  );
}

export async function deleteInvitee(
  db: Db,
  audienceGroupId: number,
  inviteeId: number,
): Promise<void> {
  const deleted = await db
    .delete(invitees)
    .where(and(eq(invitees.id, inviteeId), eq(invitees.audienceGroupId, audienceGroupId)))
    .returning({ id: invitees.id });
  if (deleted.length === 0) throw notFound('Invitee');
}
