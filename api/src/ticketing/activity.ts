/**
 * Ticketing's writes in the activity log (issue #46, area TICKETING): a ticket type or a coupon
 * created (its values) or edited (the changed values only; an edit that changes nothing records
 * nothing). The log shows prices in cents and instants in ISO, as the API writes them.
 */
import type { Db } from '../db/client';
import { recordActivity, type ActivityActor } from '../activity-log/record';
import { changedValues, hasChanges, isoOrNull, type LoggedValues } from '../activity-log/values';

interface TicketValuesRow {
  name: string;
  quantity: number | null;
  priceCents: number;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
}

interface CouponValuesRow {
  code: string;
  quantity: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
}

const ticketValues = (row: TicketValuesRow): LoggedValues => ({
  name: row.name,
  quantity: row.quantity,
  priceCents: row.priceCents,
  salesStartAt: isoOrNull(row.salesStartAt),
  salesEndAt: isoOrNull(row.salesEndAt),
});

/** A coupon's values; no ticket type listed means every ticket type of the event. */
const couponValues = (row: CouponValuesRow, ticketTypeIds: readonly number[]): LoggedValues => ({
  code: row.code,
  quantity: row.quantity,
  validFrom: isoOrNull(row.validFrom),
  validUntil: isoOrNull(row.validUntil),
  ticketTypeIds: [...new Set(ticketTypeIds)].sort((a, b) => a - b),
});

interface TicketingWrite {
  eventId: number;
  actor: ActivityActor;
  id: number;
}

export function recordTicketCreated(tx: Db, write: TicketingWrite, after: TicketValuesRow) {
  return recordActivity(tx, {
    eventId: write.eventId,
    actor: write.actor,
    area: 'TICKETING',
    action: 'ticket.created',
    target: { type: 'ticket-type', id: String(write.id), label: after.name },
    summary: `Created ticket '${after.name}'`,
    before: null,
    after: ticketValues(after),
  });
}

export async function recordTicketEdited(
  tx: Db,
  write: TicketingWrite,
  before: TicketValuesRow,
  after: TicketValuesRow,
): Promise<void> {
  const change = changedValues(ticketValues(before), ticketValues(after));
  if (!hasChanges(change)) return;
  await recordActivity(tx, {
    eventId: write.eventId,
    actor: write.actor,
    area: 'TICKETING',
    action: 'ticket.edited',
    target: { type: 'ticket-type', id: String(write.id), label: after.name },
    summary: `Edited ticket '${after.name}'`,
    ...change,
  });
}

/** A coupon as the log shows it: its row and the ticket types it applies to. */
export interface CouponState {
  row: CouponValuesRow;
  ticketTypeIds: readonly number[];
}

export function recordCouponCreated(tx: Db, write: TicketingWrite, after: CouponState) {
  return recordActivity(tx, {
    eventId: write.eventId,
    actor: write.actor,
    area: 'TICKETING',
    action: 'coupon.created',
    target: { type: 'coupon', id: String(write.id), label: after.row.code },
    summary: `Created coupon '${after.row.code}'`,
    before: null,
    after: couponValues(after.row, after.ticketTypeIds),
  });
}

export async function recordCouponEdited(
  tx: Db,
  write: TicketingWrite,
  before: CouponState,
  after: CouponState,
): Promise<void> {
  const change = changedValues(
    couponValues(before.row, before.ticketTypeIds),
    couponValues(after.row, after.ticketTypeIds),
  );
  if (!hasChanges(change)) return;
  await recordActivity(tx, {
    eventId: write.eventId,
    actor: write.actor,
    area: 'TICKETING',
    action: 'coupon.edited',
    target: { type: 'coupon', id: String(write.id), label: after.row.code },
    summary: `Edited coupon '${after.row.code}'`,
    ...change,
  });
}
