/**
 * An event's ticket types as the ticketing page reads and writes them. Sold and reserved come from
 * the kept ticket_usage_counts (migration 0015) and the requests an ended ticket blocks from the
 * kept approval_tab_counts (PENDING rows by requested ticket set, migrations 0012 and 0019): a few
 * kept rows per ticket type, whatever the event's size. Lowering a quantity locks the event row
 * first, as an approval batch does, so no approval reserves tickets between the check and the write.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  TICKETING_ERROR_CODES,
  TICKETING_MESSAGES,
  ticketSalesState,
  windowInOrder,
  type Ticket,
  type TicketCreateSchema,
  type TicketPatchSchema,
} from '@console/registration-contract';
import type { z } from 'zod';
import { syncSystemGroups } from '../audiences/system-groups';
import type { Db } from '../db/client';
import { audienceGroups, events, ticketTypes } from '../db/schema';
import { approvalTabCounts, ticketUsageCounts } from '../approvals/schema';
import { ApiError, badField, notFound } from '../http/errors';
import type { ActivityActor } from '../activity-log/record';
import { recordTicketCreated, recordTicketEdited } from './activity';

type TicketCreateBody = z.output<typeof TicketCreateSchema>;
type TicketPatchBody = z.output<typeof TicketPatchSchema>;

const t = ticketTypes;
const u = ticketUsageCounts;
const c = approvalTabCounts;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const instant = (value: string | null) => (value === null ? null : new Date(value));

async function selectTickets(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: t.id,
      name: t.name,
      quantity: t.quantity,
      priceCents: t.priceCents,
      salesStartAt: t.salesStartAt,
      salesEndAt: t.salesEndAt,
      sold: sql<number>`coalesce(${u.used}, 0)::int`.mapWith(Number),
      reserved: sql<number>`coalesce(${u.reserved}, 0)::int`.mapWith(Number),
      // Pending requests that can be approved (not in a transaction) asking for this ticket.
      pending: sql<number>`coalesce((
        select sum(${c.selectable}) from ${c}
        where ${c.eventId} = ${t.eventId} and ${c.approvalTab} = 'PENDING'
          and ${t.id} = any(${c.requestedTicketTypeIds})), 0)::int`.mapWith(Number),
    })
    .from(t)
    .leftJoin(u, eq(u.ticketTypeId, t.id))
    .where(where)
    .orderBy(asc(t.id));
}

type TicketRow = Awaited<ReturnType<typeof selectTickets>>[number];

function toTicket(row: TicketRow, now: Date): Ticket {
  const left = row.quantity === null ? null : row.quantity - row.sold - row.reserved;
  const salesState = ticketSalesState(
    { salesStartAt: row.salesStartAt, salesEndAt: row.salesEndAt, available: left },
    now,
  );
  return {
    ticketTypeId: row.id,
    name: row.name,
    quantity: row.quantity,
    priceCents: row.priceCents,
    salesStartAt: iso(row.salesStartAt),
    salesEndAt: iso(row.salesEndAt),
    sold: row.sold,
    reserved: row.reserved,
    available: left === null ? null : Math.max(0, left),
    salesState,
    blockedRequests: salesState === 'ENDED' ? row.pending : 0,
  };
}

export async function listTickets(db: Db, eventId: number, now: Date): Promise<Ticket[]> {
  return (await selectTickets(db, eq(t.eventId, eventId))).map((row) => toTicket(row, now));
}

export async function readTicket(
  db: Db,
  eventId: number,
  ticketTypeId: number,
  now: Date,
): Promise<Ticket> {
  const [row] = await selectTickets(db, and(eq(t.eventId, eventId), eq(t.id, ticketTypeId)));
  if (!row) throw notFound('Ticket type');
  return toTicket(row, now);
}

/** A new ticket type, with the audience groups every ticket type has (syncSystemGroups). */
export async function createTicket(
  db: Db,
  eventId: number,
  body: TicketCreateBody,
  now: Date,
  actor: ActivityActor,
): Promise<Ticket> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t)
      .values({
        eventId,
        name: body.name,
        quantity: body.quantity,
        priceCents: body.priceCents,
        salesStartAt: instant(body.salesStartAt),
        salesEndAt: instant(body.salesEndAt),
      })
      .returning();
    if (!row) throw new Error('insert returned no ticket type');
    await syncSystemGroups(tx, eventId);
    await recordTicketCreated(tx, { eventId, actor, id: row.id }, row);
    return row.id;
  });
  return readTicket(db, eventId, id, now);
}

/** Refuses a quantity lowered under the tickets sold and reserved (409, with the numbers). */
async function checkQuantityFloor(
  tx: Db,
  ticketTypeId: number,
  current: number | null,
  next: number | null,
): Promise<void> {
  if (next === null || (current !== null && next >= current)) return;
  const [usage] = await tx
    .select({ used: u.used, reserved: u.reserved })
    .from(u)
    .where(eq(u.ticketTypeId, ticketTypeId));
  const sold = usage?.used ?? 0;
  const reserved = usage?.reserved ?? 0;
  if (next < sold + reserved)
    throw new ApiError(
      409,
      TICKETING_ERROR_CODES.quantityBelowHeld,
      TICKETING_MESSAGES.quantityBelowHeld(sold, reserved),
      'quantity',
    );
}

/**
 * An edit of the fields sent. Moving salesEndAt into the future (or clearing it) reopens sales:
 * approvals read the ticket's window when they check (closedOffers), so its blocked requests can
 * be approved as soon as this commits.
 */
export async function patchTicket(
  db: Db,
  eventId: number,
  ticketTypeId: number,
  patch: TicketPatchBody,
  now: Date,
  actor: ActivityActor,
): Promise<Ticket> {
  await db.transaction(async (tx) => {
    if (patch.quantity !== undefined)
      await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
    const [row] = await tx
      .select()
      .from(t)
      .where(and(eq(t.eventId, eventId), eq(t.id, ticketTypeId)))
      .for('update');
    if (!row) throw notFound('Ticket type');
    const salesStartAt =
      patch.salesStartAt === undefined ? row.salesStartAt : instant(patch.salesStartAt);
    const salesEndAt = patch.salesEndAt === undefined ? row.salesEndAt : instant(patch.salesEndAt);
    if (!windowInOrder(salesStartAt, salesEndAt))
      throw badField(
        patch.salesEndAt === undefined ? 'salesStartAt' : 'salesEndAt',
        TICKETING_MESSAGES.salesEndBeforeStart,
      );
    if (patch.quantity !== undefined)
      await checkQuantityFloor(tx, row.id, row.quantity, patch.quantity);
    const [updated] = await tx
      .update(t)
      .set({
        name: patch.name,
        quantity: patch.quantity,
        priceCents: patch.priceCents,
        salesStartAt,
        salesEndAt,
      })
      .where(eq(t.id, row.id))
      .returning();
    if (updated) await recordTicketEdited(tx, { eventId, actor, id: row.id }, row, updated);
    // The ticket's audience groups carry its name (syncSystemGroups copies it once).
    if (patch.name !== undefined && patch.name !== row.name)
      await tx
        .update(audienceGroups)
        .set({ name: patch.name })
        .where(
          and(
            eq(audienceGroups.eventId, eventId),
            eq(audienceGroups.type, 'TICKET'),
            eq(audienceGroups.groupKey, String(row.id)),
          ),
        );
  });
  return readTicket(db, eventId, ticketTypeId, now);
}
