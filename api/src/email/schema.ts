/** The email outbox: every email the API sends is a row here (no SMTP configured by default). */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from '../db/schema';

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    template: text('template').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_event_created_idx').on(t.eventId, t.createdAt)],
);
