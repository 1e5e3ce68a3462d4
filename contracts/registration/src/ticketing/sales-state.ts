/**
 * Where a ticket type's sales stand at a moment, as the ticketing list shows it and as the
 * approvals' §5 check reads it: sales ended once salesEndAt is before now (the API's closedOffers
 * blocks approvals on exactly that), not started while salesStartAt is after now, sold out when
 * nothing is left of a limited quantity. A window that has not opened or has closed says so
 * before SOLD_OUT: reopening sales is the fix an organizer needs to see first.
 */
export const TICKET_SALES_STATES = ['NOT_STARTED', 'ON_SALE', 'ENDED', 'SOLD_OUT'] as const;
export type TicketSalesState = (typeof TICKET_SALES_STATES)[number];

export interface TicketSalesFacts {
  salesStartAt: Date | null;
  salesEndAt: Date | null;
  /** Tickets left (quantity - sold - reserved); null: unlimited. */
  available: number | null;
}

export function ticketSalesState(ticket: TicketSalesFacts, now: Date): TicketSalesState {
  const at = now.getTime();
  if (ticket.salesEndAt !== null && ticket.salesEndAt.getTime() < at) return 'ENDED';
  if (ticket.salesStartAt !== null && ticket.salesStartAt.getTime() > at) return 'NOT_STARTED';
  if (ticket.available !== null && ticket.available <= 0) return 'SOLD_OUT';
  return 'ON_SALE';
}

/** Whether a window [from, until] is in order: either end open, or until strictly after from. */
export function windowInOrder(
  from: Date | string | null | undefined,
  until: Date | string | null | undefined,
): boolean {
  if (from === null || from === undefined || until === null || until === undefined) return true;
  const start = new Date(from).getTime();
  const end = new Date(until).getTime();
  return Number.isNaN(start) || Number.isNaN(end) || end > start;
}
