/** Tables of the auth feature besides users and sessions (db/schema.ts). */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per refused log-in, kept for the throttling window only (a chore purges older ones).
 * Counted per account (lower-cased email) and per client address, in the database so that
 * every API process sees the same count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.failedAt),
    index('login_failures_address_idx').on(t.address, t.failedAt),
  ],
);
