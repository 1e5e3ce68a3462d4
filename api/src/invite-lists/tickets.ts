/**
 * Seats left on a ticket for new invitees: its quantity less the registrations holding it
 * (approved or registered) and the invitees still holding an offer of it (AWAITING_RESPONSE).
 * Null quantity: unlimited. Both counts are index ranges (registrations_event_counts_idx,
 * invitees_ticket_status_idx).
 */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { ticketTypes } from '../db/schema';

export async function findEventTicket(
  db: Db,
  eventId: number,
  ticketTypeId: number,
): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.id, ticketTypeId), eq(ticketTypes.eventId, eventId)));
  return row ?? null;
}

/** Seats left, or null when the ticket is unlimited (or gone). */
export async function seatsLeft(
  db: Db,
  eventId: number,
  ticketTypeId: number,
): Promise<number | null> {
  const [row] = await queryRows<{ quantity: number | null; held: number; offered: number }>(
    db,
    sql`
    select t.quantity,
      (select count(*) from registrations r
        where r.event_id = ${eventId}::int and r.status in ('APPROVED', 'REGISTERED')
          and r.ticket_type_id = t.id)::int as held,
      (select count(*) from invitees i
        where i.ticket_type_id = t.id and i.invitation_status = 'AWAITING_RESPONSE')::int as offered
    from ticket_types t
    where t.id = ${ticketTypeId}::int and t.event_id = ${eventId}::int`,
  );
  if (!row || row.quantity === null) return null;
  return Number(row.quantity) - Number(row.held) - Number(row.offered);
}

const LOOKUP_CHUNK = 5000;

/** How many of these (valid, distinct) emails are already on the list. */
async function countAlreadyListed(
  db: Db,
  audienceGroupId: number,
  emails: readonly string[],
): Promise<number> {
  let listed = 0;
  for (let i = 0; i < emails.length; i += LOOKUP_CHUNK) {
    const chunk = emails.slice(i, i + LOOKUP_CHUNK).map((e) => e.toLowerCase());
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`
      select count(*)::int as n from invitees
      where audience_group_id = ${audienceGroupId}::int
        and lower(email) in (select value from json_array_elements_text(${JSON.stringify(chunk)}::json))`,
    );
    listed += Number(row?.n ?? 0);
  }
  return listed;
}

/** Whether the ticket has a seat for each of these emails that is not on the list yet. */
export async function hasSeatsFor(
  db: Db,
  target: { eventId: number; ticketTypeId: number; audienceGroupId: number },
  emails: readonly string[],
): Promise<boolean> {
  const seats = await seatsLeft(db, target.eventId, target.ticketTypeId);
  if (seats === null) return true;
  const listed = await countAlreadyListed(db, target.audienceGroupId, emails);
  return emails.length - listed <= seats;
}
