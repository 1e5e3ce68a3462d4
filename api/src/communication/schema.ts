/**
 * Tables of the communication feature. `event_emails` holds what an organizer changed of an
 * automatic email: a kind without a row, or a null column, is the contract's default
 * (EMAIL_DEFAULTS), so unchanged texts follow the defaults. `email_templates` are the event's saved
 * templates, named uniquely whatever the case.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EmailKind } from '@console/event-setup-contract';
import { events } from '../db/schema';

export const eventEmails = pgTable(
  'event_emails',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailKind>().notNull(),
    /** Null: the kind's default switch. */
    enabled: boolean('enabled'),
    /** Null: the kind's default subject. */
    subject: text('subject'),
    /** Null: the kind's default body. */
    body: text('body'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.kind] })],
);

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One name per event whatever its case; the event's list walks this index in name order.
  (t) => [uniqueIndex('email_templates_event_name_uq').on(t.eventId, sql`lower(${t.name})`)],
);
