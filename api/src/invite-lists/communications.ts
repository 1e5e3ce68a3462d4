/**
 * Invitation emails: the event's invite communications (edited on Communication > Custom), and
 * queuing them to the outbox for new invitees (set-based, in the caller's transaction). A list
 * that was sent a communication records it as a COMMUNICATION_SENT usage, which refuses the list's
 * deletion (spec people §5).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { intList } from '../db/query-helpers';
import { EMAIL_KIND_LABELS } from '@console/event-setup-contract';
import type { InviteCommunication } from '@console/people-contract';
import { audienceGroupUsages } from '../audiences/schema';
import { readEventEmail } from '../communication/event-emails';
import { fillSql, firstNameSql } from '../communication/fill-sql';
import { badField } from '../http/errors';
import { inviteCommunications } from './schema';

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

/** The usage recorded when the standard invitation was sent to a list (refuses its deletion too). */
const STANDARD_INVITATION_USAGE = EMAIL_KIND_LABELS.INVITATION;

interface InvitationText {
  name: string;
  subject: string;
  body: string;
}

/**
 * The texts to send new invitees: the chosen communications of the event (in id order; one deleted
 * since it was chosen is left out), or with none chosen the event's standard invitation when it is
 * on (Communication > Standard), or nothing.
 */
async function invitationTexts(
  tx: Db,
  eventId: number,
  communicationIds: readonly number[],
): Promise<InvitationText[]> {
  if (communicationIds.length > 0)
    return tx
      .select({
        name: inviteCommunications.name,
        subject: inviteCommunications.subject,
        body: inviteCommunications.body,
      })
      .from(inviteCommunications)
      .where(
        and(
          eq(inviteCommunications.eventId, eventId),
          inArray(inviteCommunications.id, [...communicationIds]),
        ),
      )
      .orderBy(asc(inviteCommunications.id));
  const standard = await readEventEmail(tx, eventId, 'INVITATION');
  return standard.enabled ? [{ name: STANDARD_INVITATION_USAGE, ...standard }] : [];
}

/**
 * One email per invitee per invitation text, with {event} and {firstName} filled in SQL in one
 * statement (each text is the n-th of a CASE, per invitee in text order). Answers how many were
 * queued; when any was, the list is marked as sent each of those communications.
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
  if (inviteeIds.length === 0) return 0;
  const texts = await invitationTexts(tx, eventId, communicationIds);
  if (texts.length === 0) return 0;
  const values = {
    firstName: firstNameSql(sql`i.first_name`),
    event: sql`(select e.name from events e where e.id = i.event_id)`,
  };
  const nth = (field: 'subject' | 'body') =>
    sql`case c.n ${sql.join(
      texts.map((text, n) => sql`when ${n}::int then ${fillSql(text[field], values)}`),
      sql` `,
    )} end`;
  const [queued] = await queryRows<{ n: number }>(
    tx,
    sql`
    with queued as (
      insert into email_outbox (event_id, "to", subject, body, template)
      select i.event_id, i.email, ${nth('subject')}, ${nth('body')}, ${INVITATION_TEMPLATE}::text
      from invitees i
      cross join generate_series(0, ${texts.length - 1}::int) as c(n)
      where i.id = any(${intList(inviteeIds)}) and i.event_id = ${eventId}::int
      order by i.id, c.n
      returning 1
    )
    select count(*)::int as n from queued`,
  );
  const count = Number(queued?.n ?? 0);
  if (count > 0)
    await tx
      .insert(audienceGroupUsages)
      .values(
        texts.map((text) => ({
          audienceGroupId,
          usedIn: 'COMMUNICATION_SENT' as const,
          usedBy: text.name,
        })),
      )
      .onConflictDoNothing();
  return count;
}
