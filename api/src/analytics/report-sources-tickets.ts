/**
 * Ticket sources. Sales per ticket type follow the approvals rules (sold = ticket lines of
 * completed registrations; remaining also holds back open reservations), so both pages agree.
 * Ticket lines walk the registrations as the registrations source does (one status at a time
 * through registrations_event_status_created_idx in keyset chunks) and read each chunk's lines
 * through registration_tickets' primary key.
 */
import type { RegistrationStatus } from '@console/shared/contract';
import { and, eq } from 'drizzle-orm';
import { ticketAvailability } from '../approvals/queries';
import { ticketLinesOf, type TicketLine } from '../approvals/ticket-lines';
import type { Db } from '../db/client';
import { createdAtKey, newestFirstChunks } from '../db/keyset';
import { REGISTRATIONS_NEWEST_FIRST } from '../db/registration-order';
import { registrations, ticketTypes } from '../db/schema';
import {
  fullName,
  inZone,
  money,
  REPORT_CHUNK_ROWS,
  statusWord,
  type ReportEvent,
  type ReportRecord,
} from './report-sources-format';
import { couponsText } from './report-sources-registrations';

const r = registrations;

/** One row per ticket type of the event (few per event), in creation order. */
export async function* ticketSaleRecords(db: Db, eventId: number): AsyncGenerator<ReportRecord[]> {
  const tickets = await ticketAvailability(db, eventId);
  yield tickets.map((ticket) => ({
    ticket: ticket.name,
    price: money(ticket.priceCents),
    capacity: ticket.quantity ?? 'Unlimited',
    sold: ticket.used,
    remaining: ticket.remaining ?? 'Unlimited',
    revenue: money(ticket.priceCents * ticket.used),
  }));
}

const ALL_STATUSES: readonly RegistrationStatus[] = [
  'REGISTERED',
  'APPROVED',
  'PENDING',
  'REJECTED',
];

/**
 * One row per ticket line of every registration: its registration_tickets rows, or the
 * registration's own ticket (one seat) when it has none; registrations without a ticket give none.
 */
export async function* ticketLineRecords(
  db: Db,
  event: ReportEvent,
): AsyncGenerator<ReportRecord[]> {
  for (const status of ALL_STATUSES) {
    const chunks = newestFirstChunks(r, REPORT_CHUNK_ROWS, (after) =>
      db
        .select({
          id: r.id,
          key: createdAtKey(r),
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
          status: r.status,
          createdAt: r.createdAt,
          ticket: ticketTypes.name,
          priceCents: ticketTypes.priceCents,
          coupons: couponsText,
        })
        .from(r)
        .leftJoin(ticketTypes, eq(ticketTypes.id, r.ticketTypeId))
        .where(and(eq(r.eventId, event.id), eq(r.status, status), after))
        .orderBy(...REGISTRATIONS_NEWEST_FIRST)
        .limit(REPORT_CHUNK_ROWS),
    );
    for await (const rows of chunks) {
      const linesOf = await ticketLinesOf(
        db,
        rows.map((row) => row.id),
      );
      yield rows.flatMap((row) => {
        // A registration without ticket lines holds its own ticket type, once.
        const own: Pick<TicketLine, 'name' | 'count' | 'priceCents'>[] =
          row.ticket === null
            ? []
            : [{ name: row.ticket, count: 1, priceCents: row.priceCents ?? 0 }];
        return (linesOf.get(row.id) ?? own).map((line) => ({
          registrationId: row.id,
          fullName: fullName(row.firstName, row.lastName),
          email: row.email,
          status: statusWord(row.status),
          ticket: line.name,
          quantity: line.count,
          unitPrice: money(line.priceCents),
          amount: money(line.priceCents * line.count),
          coupons: row.coupons ?? '',
          registeredAt: inZone(row.createdAt, event.tz),
        }));
      });
    }
  }
}
