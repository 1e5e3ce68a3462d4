/**
 * Known devices: a browser that has logged in to an account before. A successful log-in gives
 * the browser a random device cookie (HttpOnly, sent to the log-in route only) and records its
 * SHA-256 against the user; a browser keeps one cookie for every account it logs in to. The log-in
 * throttle holds a known device only by its own failures (login-throttle.ts), so failures from
 * elsewhere never keep the owner out of their usual browser.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { CookieOptions } from '../http/auth-hooks';
import { knownDevices } from './schema';
import { sha256 } from './sessions';

export const DEVICE_COOKIE = 'console_device';
/** A device not logged in from for this long is forgotten (the chore deletes it). */
export const KNOWN_DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** The cookie is sent with log-in attempts only. */
const DEVICE_COOKIE_PATH = '/api/auth/login';
/** 32 random bytes, base64url: anything else in the cookie is not one of ours. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const deviceToken = (cookie: string | undefined) =>
  cookie !== undefined && DEVICE_TOKEN.test(cookie) ? cookie : null;

/** The known device of this user the cookie names, or null. */
export async function knownDeviceOf(
  db: Db,
  userId: number,
  cookie: string | undefined,
  now: Date,
): Promise<number | null> {
  const token = deviceToken(cookie);
  if (token === null) return null;
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.userId, userId),
        eq(knownDevices.tokenHash, sha256(token)),
        gt(knownDevices.lastUsedAt, new Date(now.getTime() - KNOWN_DEVICE_TTL_MS)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * After a successful log-in: the browser's device (its cookie's, or a new one) becomes or stays a
 * known device of the user, and its cookie is (re)set.
 */
export async function rememberDevice(
  db: Db,
  reply: FastifyReply,
  userId: number,
  cookie: string | undefined,
  options: CookieOptions & { now: Date },
): Promise<void> {
  const token = deviceToken(cookie) ?? randomBytes(32).toString('base64url');
  await db
    .insert(knownDevices)
    .values({ userId, tokenHash: sha256(token), createdAt: options.now, lastUsedAt: options.now })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.tokenHash],
      set: { lastUsedAt: options.now },
    });
  reply.setCookie(DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    maxAge: KNOWN_DEVICE_TTL_MS / 1000,
  });
}

/** Forgets devices not logged in from within KNOWN_DEVICE_TTL_MS (run as a periodic chore). */
export async function purgeForgottenDevices(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(knownDevices)
    .where(lt(knownDevices.lastUsedAt, new Date(now.getTime() - KNOWN_DEVICE_TTL_MS)));
}
