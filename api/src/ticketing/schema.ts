/** Tables of the ticketing feature: the ticket types a coupon applies to. */
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ticketTypes } from '../db/schema';
import { coupons } from '../approvals/schema';

/** A coupon's ticket types; a coupon without rows applies to every ticket type of its event. */
export const couponTicketTypes = pgTable(
  'coupon_ticket_types',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.ticketTypeId] }),
    index('coupon_ticket_types_ticket_idx').on(t.ticketTypeId),
  ],
);
