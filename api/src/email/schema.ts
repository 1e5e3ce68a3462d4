/**
 * The email outbox: every email the API sends is a row here first. With SMTP configured the
 * sender (sender.ts) delivers due rows and marks them sent; without it they stay readable in the
 * console's outbox.
 */
import { sql } from 'drizzle-orm';
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
    /** Delivery attempts made; the sender gives up after EMAIL_RETRY.maxAttempts. */
    attempts: integer('attempts').notNull().default(0),
    /** Not before this instant (the backoff after a failed attempt); null: at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Set while one sender process delivers the row, so no other sends it too. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('email_outbox_event_id_idx').on(t.eventId, t.id),
    index('email_outbox_unsent_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);
