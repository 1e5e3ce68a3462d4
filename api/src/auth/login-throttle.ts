/**
 * Log-in throttling (OWASP ASVS 2.2.1): after too many refused attempts in a window, further
 * attempts for that account, or from that address, are answered 429 with Retry-After, before
 * any password is hashed. The window slides: the wait ends when the oldest counted failure
 * leaves it. A successful log-in clears the account's failures.
 */
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from './schema';

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Refused attempts per account in the window (a person mistyping stays well under). */
  perAccount: 5,
  /** Refused attempts per client address in the window (an office shares one). */
  perAddress: 30,
} as const;

export interface LoginAttempt {
  email: string;
  address: string;
}

type Column = typeof loginFailures.email | typeof loginFailures.address;

/** Seconds until one more attempt on this key is allowed; 0 when it is allowed now. */
async function waitFor(db: Db, column: Column, key: string, limit: number, now: Date) {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const inWindow = and(eq(column, key), gt(loginFailures.failedAt, windowStart));
  const [counted] = await db.select({ n: count() }).from(loginFailures).where(inWindow);
  if ((counted?.n ?? 0) < limit) return 0;
  // The attempt that must leave the window before the count drops under the limit.
  const [blocking] = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(inWindow)
    .orderBy(asc(loginFailures.failedAt))
    .limit(1)
    .offset(Number(counted?.n ?? 0) - limit);
  const freeAt = (blocking?.failedAt.getTime() ?? now.getTime()) + LOGIN_THROTTLE.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/** Seconds to wait before this attempt may be checked; 0 when it may be checked now. */
export async function secondsUntilLoginAllowed(
  db: Db,
  attempt: LoginAttempt,
  now = new Date(),
): Promise<number> {
  const [account, address] = await Promise.all([
    waitFor(db, loginFailures.email, attempt.email, LOGIN_THROTTLE.perAccount, now),
    waitFor(db, loginFailures.address, attempt.address, LOGIN_THROTTLE.perAddress, now),
  ]);
  return Math.max(account, address);
}

export async function recordLoginFailure(db: Db, attempt: LoginAttempt, now = new Date()) {
  await db.insert(loginFailures).values({ ...attempt, failedAt: now });
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

/** Forgets failures that no window counts any more (run as a periodic chore). */
export async function purgeOldLoginFailures(db: Db, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart));
}
