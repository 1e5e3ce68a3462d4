/** Tables of the auth feature besides users and sessions (db/schema.ts). */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/**
 * The browsers that have logged in to an account (known-devices.ts): the device cookie's SHA-256,
 * one row per account the browser logged in to. A known device is not slowed down by what other
 * clients of the account fail (login-throttle.ts); unused for KNOWN_DEVICE_TTL_MS it is forgotten.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last successful log-in from it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('known_devices_user_token_idx').on(t.userId, t.tokenHash),
    index('known_devices_last_used_idx').on(t.lastUsedAt),
  ],
);

/**
 * One row per log-in attempt that was checked and refused (written before the password is
 * checked, deleted again on success), kept for the throttling window only (a chore purges older
 * ones). Counted per pair (account and known device, else account and client address), per
 * account and per address, in the database so that every API process sees the same count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    /** The known device of this account the attempt came from; null for any other client. */
    deviceId: integer('device_id').references(() => knownDevices.id, { onDelete: 'cascade' }),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.failedAt),
    index('login_failures_address_idx').on(t.address, t.failedAt),
    index('login_failures_pair_idx').on(t.email, t.address, t.failedAt),
    index('login_failures_device_idx').on(t.deviceId, t.failedAt),
  ],
);
