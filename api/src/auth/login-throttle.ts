/**
 * Log-in throttling an attacker cannot turn against the account's owner (decision 0031). Checked
 * attempts are rows of login_failures, in the database so that every API process counts the same,
 * and count for LOGIN_THROTTLE.windowMs. A refused attempt (429, Retry-After) is not checked and
 * not counted. The rules, as the pure function `secondsToWait`:
 * - per pair: after `perPair` failures for one account from one client, that client waits until
 *   the oldest counted failure leaves the window. The client is the known device the attempt came
 *   from (known-devices.ts), else its address: a known device is held only by its own failures,
 *   never by failures of others at its address.
 * - per account: from `accountFreeFailures` failures on, from anywhere, each further attempt from
 *   a client that is not a known device of the account waits 1 s, 2 s, 4 s ... after the latest
 *   failure, at most `accountMaxDelayMs`. A slow-down, never a lock.
 * - per address: after `perAddress` failures from one address over all accounts (password
 *   spraying), its attempts from no known device wait until the oldest leaves the window.
 * Attempts on one account take turns (an advisory lock) to be judged and written down before the
 * password is checked, so parallel attempts cannot all pass the same check; a success deletes its
 * pair's rows again.
 */
import { and, count, desc, eq, gt, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from './schema';

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failures per account from one client in the window (a person mistyping stays under). */
  perPair: 5,
  /** Failures per account, from anywhere, before its attempts are slowed down. */
  accountFreeFailures: 5,
  /** The first slow-down's delay; each further failure doubles it, up to the maximum. */
  accountBaseDelayMs: 1000,
  accountMaxDelayMs: 30_000,
  /** Failures per client address over all accounts in the window (an office shares one). */
  perAddress: 30,
} as const;

export interface LoginAttempt {
  /** The account's email, lower-cased (also for an email no account has). */
  email: string;
  address: string;
  /** The known device of this account the attempt came from, else null. */
  deviceId: number | null;
}

/** What the rules read: failures in the window written before the attempt. */
export interface ThrottleFacts {
  knownDevice: boolean;
  /** The pair's latest failures, newest first, at most `perPair`. */
  pairFailures: Date[];
  /** The account's failures and the latest of them (any client). */
  account: { failures: number; latestAt: Date | null };
  /** The address's latest failures over all accounts, newest first, at most `perAddress`. */
  addressFailures: Date[];
}

/** The per-account slow-down after `failures` failures: 0, then 1 s, 2 s, 4 s ... capped. */
export function accountDelayMs(failures: number): number {
  const { accountFreeFailures, accountBaseDelayMs, accountMaxDelayMs } = LOGIN_THROTTLE;
  if (failures < accountFreeFailures) return 0;
  const doublings = Math.min(failures - accountFreeFailures, 30);
  return Math.min(accountMaxDelayMs, accountBaseDelayMs * 2 ** doublings);
}

/** When a sliding window of `limit` over these failures (newest first) lets one more in. */
const freedAt = (newestFirst: Date[], limit: number): number => {
  const blocking = newestFirst[limit - 1];
  return blocking ? blocking.getTime() + LOGIN_THROTTLE.windowMs : 0;
};

/** Whole seconds to wait before the attempt may be checked; 0 when it may be checked now. */
export function secondsToWait(facts: ThrottleFacts, now: Date): number {
  const waits = [freedAt(facts.pairFailures, LOGIN_THROTTLE.perPair)];
  if (!facts.knownDevice) {
    const { failures, latestAt } = facts.account;
    if (latestAt) waits.push(latestAt.getTime() + accountDelayMs(failures));
    waits.push(freedAt(facts.addressFailures, LOGIN_THROTTLE.perAddress));
  }
  const waitMs = Math.max(...waits) - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** The rows of the attempt's pair: its known device's, else its address's from no known device. */
const pairOf = (attempt: LoginAttempt): SQL | undefined =>
  attempt.deviceId !== null
    ? eq(loginFailures.deviceId, attempt.deviceId)
    : and(
        eq(loginFailures.email, attempt.email),
        eq(loginFailures.address, attempt.address),
        isNull(loginFailures.deviceId),
      );

async function factsOf(db: Db, attempt: LoginAttempt, now: Date): Promise<ThrottleFacts> {
  const counted = (where: SQL | undefined) =>
    and(where, gt(loginFailures.failedAt, new Date(now.getTime() - LOGIN_THROTTLE.windowMs)));
  const latest = (where: SQL | undefined, limit: number) =>
    db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(counted(where))
      .orderBy(desc(loginFailures.failedAt))
      .limit(limit)
      .then((rows) => rows.map((row) => row.failedAt));
  // One query after the other: they share the transaction's connection.
  const pairFailures = await latest(pairOf(attempt), LOGIN_THROTTLE.perPair);
  if (attempt.deviceId !== null)
    return {
      knownDevice: true,
      pairFailures,
      account: { failures: 0, latestAt: null },
      addressFailures: [],
    };
  const [account] = await db
    .select({ failures: count(), latestAt: max(loginFailures.failedAt) })
    .from(loginFailures)
    .where(counted(eq(loginFailures.email, attempt.email)));
  return {
    knownDevice: false,
    pairFailures,
    account: { failures: account?.failures ?? 0, latestAt: account?.latestAt ?? null },
    addressFailures: await latest(
      eq(loginFailures.address, attempt.address),
      LOGIN_THROTTLE.perAddress,
    ),
  };
}

/** The first key of the throttle's advisory locks (the second is the account's email hashed). */
const LOCK_SPACE = 4011;

export type StartedAttempt = { allowed: true } | { allowed: false; wait: number };

/**
 * Judges the attempt; when allowed, writes it down as a failure until `loginSucceeded` says
 * otherwise. A refused attempt is not written: knocking never extends the wait.
 */
export async function startLoginAttempt(
  db: Db,
  attempt: LoginAttempt,
  now: Date,
): Promise<StartedAttempt> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${attempt.email}))`);
    const wait = secondsToWait(await factsOf(tx, attempt, now), now);
    if (wait > 0) return { allowed: false, wait };
    await tx.insert(loginFailures).values({ ...attempt, failedAt: now });
    return { allowed: true };
  });
}

/** A correct password: the attempt and its pair's failures are forgotten; others expire. */
export async function loginSucceeded(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.delete(loginFailures).where(pairOf(attempt));
}

/** Forgets failures that no window counts any more (run as a periodic chore). */
export async function purgeOldLoginFailures(db: Db, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart));
}
