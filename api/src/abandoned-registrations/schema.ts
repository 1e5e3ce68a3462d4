/**
 * Registrations started and not finished (spec people §3 "Abandoned registration"): who, which
 * flow, the step they dropped off at and the tickets they had chosen. The id is the
 * flowContextMetadataId the spec's delete and reminder payloads carry.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { events, registrationFlows } from '../db/schema';

export interface AbandonedTicket {
  ticketTypeId: number;
  name: string;
  count: number;
}

export const abandonedRegistrations = pgTable(
  'abandoned_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    flowId: integer('flow_id')
      .notNull()
      .references(() => registrationFlows.id, { onDelete: 'cascade' }),
    flowContextId: text('flow_context_id')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    /** The flow step the person left at, as the flow names it. */
    abandonedStep: text('abandoned_step').notNull(),
    tickets: jsonb('tickets')
      .$type<AbandonedTicket[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The tickets' ids, for the tickets filter (GIN, `&&`). */
    ticketTypeIds: integer('ticket_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** What the person answered before leaving: `Record<fieldName, value>`, shown on the detail page. */
    answers: jsonb('answers')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list, newest first, and its count: one event's rows in index order.
    index('abandoned_event_created_idx').on(t.eventId, t.createdAt.desc(), t.id.desc()),
    index('abandoned_event_flow_created_idx').on(
      t.eventId,
      t.flowId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('abandoned_ticket_types_idx').using('gin', t.ticketTypeIds),
    // Email search is a substring match ("%ann%"): trigrams, as registrations' search.
    index('abandoned_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);
