/**
 * Invitation emails: the event's invite communications, and queuing them to the outbox for new
 * invitees (set-based, in the caller's transaction). A list that was sent a communication records
 * it as a COMMUNICATION_SENT usage, which refuses the list's deletion (spec people §5).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { intList } from '../db/query-helpers';
import { badField } from '../http/errors';
import { inviteCommunications } from './schema';
import type { InviteCommunication } from '@console/people-contract';

/** The outbox template name of an invitation email. */
export const INVITATION_TEMPLATE = 'INVITE_LIST_INVITATION';

export async function listCommunications(db: Db, eventId: number): Promise<InviteCommunication[]> {
  return db
    .select({
      id: inviteCommunications.id,
      name: inviteCommunications.name,
      subject: inviteCommunications.subject,
    })
    .from(inviteCommunications)
    .where(eq(inviteCommunications.eventId, eventId))
    .orderBy(asc(inviteCommunications.id));
}

/** 400 unless every id is one of the event's invite communications. */
export async function requireCommunications(
  db: Db,
  eventId: number,
  ids: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: inviteCommunications.id })
    .from(inviteCommunications)
    .where(
      and(eq(inviteCommunications.eventId, eventId), inArray(inviteCommunications.id, wanted)),
    );
  if (found.length !== wanted.length)
    throw badField('communicationSettingIds', 'Some communications do not belong to this event');
  return wanted;
}

/**
 * One email per invitee per communication: the communication's subject and body with {event}
 * and {firstName} filled in. Answers how many were queued; when any was, the list is marked as
 * sent each of those communications.
 */
export async function queueInvitationEmails(
  tx: Db,
  input: {
    eventId: number;
    audienceGroupId: number;
    inviteeIds: readonly number[];
    communicationIds: readonly number[];
  },
): Promise<number> {
  const { eventId, audienceGroupId, inviteeIds, communicationIds } = input;
  if (inviteeIds.length === 0 || communicationIds.length === 0) return 0;
  const [queued] = await queryRows<{ n: number }>(
    tx,
    sql`
    with queued as (
      insert into email_outbox (event_id, "to", subject, body, template)
      select i.event_id, i.email, replace(c.subject, '{event}', e.name),
        replace(replace(c.body, '{event}', e.name), '{firstName}', coalesce(nullif(i.first_name, ''), 'there')),
        ${INVITATION_TEMPLATE}::text
      from invitees i
      join invite_communications c on c.event_id = i.event_id and c.id = any(${intList(communicationIds)})
      join events e on e.id = i.event_id
      where i.id = any(${intList(inviteeIds)}) and i.event_id = ${eventId}::int
      order by i.id, c.id
      returning 1
    )
    select count(*)::int as n from queued`,
  );
  const count = Number(queued?.n ?? 0);
  if (count > 0) {
    await tx.execute(sql`
      insert into audience_group_usages (audience_group_id, used_in, used_by)
      select ${audienceGroupId}::int, 'COMMUNICATION_SENT', c.name
      from invite_communications c
      where c.event_id = ${eventId}::int and c.id = any(${intList(communicationIds)})
      on conflict do nothing`);
  }
  return count;
}
