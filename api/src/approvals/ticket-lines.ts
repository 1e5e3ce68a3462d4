/**
 * The ticket lines of a set of registrations (a page, a report's chunk), read in one statement
 * through registration_tickets' primary key and grouped by registration, each registration's in
 * ticket type order.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { intList } from '../db/query-helpers';
import { ticketTypes } from '../db/schema';
import { registrationTickets } from './schema';

export interface TicketLine {
  ticketTypeId: number;
  name: string;
  count: number;
  priceCents: number;
}

export async function ticketLinesOf(
  db: Db,
  registrationIds: readonly number[],
): Promise<Map<number, TicketLine[]>> {
  const byRegistration = new Map<number, TicketLine[]>();
  if (registrationIds.length === 0) return byRegistration;
  const rt = registrationTickets;
  const lines = await db
    .select({
      registrationId: rt.registrationId,
      ticketTypeId: rt.ticketTypeId,
      name: ticketTypes.name,
      count: rt.count,
      priceCents: ticketTypes.priceCents,
    })
    .from(rt)
    .innerJoin(ticketTypes, eq(ticketTypes.id, rt.ticketTypeId))
    .where(sql`${rt.registrationId} = any(${intList(registrationIds)})`)
    .orderBy(asc(rt.registrationId), asc(rt.ticketTypeId));
  for (const { registrationId, ...line } of lines) {
    const known = byRegistration.get(registrationId);
    if (known) known.push(line);
    else byRegistration.set(registrationId, [line]);
  }
  return byRegistration;
}
