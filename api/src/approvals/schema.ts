/** Tables of the approvals feature: tickets and coupons of a request, history, ticket reservations. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RegistrationStatus } from '@console/shared/contract';
import type { ApprovalStatus as ApprovalTab } from '@console/approvals-contract';
import { events, registrations, ticketTypes, users } from '../db/schema';

/** The tickets a registration requests: (ticket type, count). */
export const registrationTickets = pgTable(
  'registration_tickets',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(1),
    /** Its registration is completed (REGISTERED): kept by migration 0015's triggers. */
    registered: boolean('registered').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.ticketTypeId] }),
    index('registration_tickets_ticket_idx').on(t.ticketTypeId, t.registrationId),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Null: unlimited uses. */
    quantity: integer('quantity'),
    /**
     * Its registration_coupons rows, kept by migration 0031's statement triggers on that table in
     * the statement that writes them, so a list page and §5's closedOffers read one column, not
     * every use of the coupon (docs/decisions/0033).
     */
    used: integer('used').notNull().default(0),
    /** When the coupon may be used (null: open at that end); the ticketing feature edits them. */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [
    // Codes are unique per event ignoring case; the ticketing list pages by this order.
    uniqueIndex('coupons_event_code_ci_uq').on(t.eventId, sql`lower(${t.code})`),
  ],
);

export const registrationCoupons = pgTable(
  'registration_coupons',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.couponId] }),
    index('registration_coupons_coupon_idx').on(t.couponId),
  ],
);

/** Every status change of a request, by whom and when (detail page, newest first). */
export const approvalHistory = pgTable(
  'approval_history',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    status: text('status').$type<RegistrationStatus>().notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_history_registration_idx').on(t.registrationId, t.at)],
);

/** Tickets held for an approved request until it completes or the hold expires (72 h, spec §4.1). */
export const ticketReservations = pgTable(
  'ticket_reservations',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Its registration is completed (REGISTERED): kept by migration 0015's triggers. */
    registered: boolean('registered').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_reservations_ticket_open_idx')
      .on(t.ticketTypeId)
      .where(sql`released_at is null`),
    index('ticket_reservations_registration_idx').on(t.registrationId),
    index('ticket_reservations_expiry_idx')
      .on(t.expiresAt)
      .where(sql`released_at is null`),
  ],
);

/**
 * Rows per (event, approval tab, flow, requested ticket types), how many of them can be selected,
 * are completed, and their attendees, kept by statement triggers on registrations (migrations 0012,
 * 0013, 0019), so a list's total and selectableTotal without a search, and the counts summary, are
 * a few rows read, not a whole tab counted. No foreign key on purpose: the triggers also run while
 * an event's registrations are deleted by cascade.
 */
export const approvalTabCounts = pgTable(
  'approval_tab_counts',
  {
    eventId: integer('event_id').notNull(),
    approvalTab: text('approval_tab').$type<ApprovalTab>().notNull(),
    flowId: integer('flow_id').notNull(),
    /** The rows' registrations.requested_ticket_type_ids: a ticket filter sums the sets it meets. */
    requestedTicketTypeIds: integer('requested_ticket_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    total: integer('total').notNull(),
    /** Not completed (REGISTERED) and no transaction in progress: selectableWhere. */
    selectable: integer('selectable').notNull(),
    /** Completed (status REGISTERED): the summary's totalRegistrationCompletedAfterApproved. */
    completed: integer('completed').notNull().default(0),
    /** The sum of the rows' attendee_count: the summary's attendee totals and active registrations. */
    attendees: integer('attendees').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'approval_tab_counts_key',
      columns: [t.eventId, t.approvalTab, t.flowId, t.requestedTicketTypeIds],
    }),
  ],
);

/**
 * Per ticket type, the tickets of completed requests (`used`) and the open reservations of requests
 * not completed (`reserved`), kept by statement triggers on registration_tickets and
 * ticket_reservations (migration 0015), so a ticket type's availability is one row read, not its
 * event's ticket lines summed. Each line carries its registration's REGISTERED status
 * (`registered`, moved by a trigger on registrations), so a line deleted by cascade still says what
 * it counted for. No foreign key on purpose, as approval_tab_counts.
 */
export const ticketUsageCounts = pgTable('ticket_usage_counts', {
  ticketTypeId: integer('ticket_type_id').primaryKey(),
  used: integer('used').notNull().default(0),
  reserved: integer('reserved').notNull().default(0),
});
