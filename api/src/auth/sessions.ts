/**
 * Server-side sessions: the cookie carries a random 32-byte token, the database only its SHA-256,
 * so a leaked table cannot be replayed and logout revokes at once. Expiry slides by 12 h on use,
 * and no session outlives SESSION_MAX_AGE_MS from its log-in, however active (OWASP ASVS 3.3).
 */
import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'console_session';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Skip the sliding write when the session was extended less than this long ago. */
const SLIDE_GRANULARITY_MS = 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export interface AuthContext {
  sessionId: number;
  user: SessionUser;
  csrfToken: string;
  expiresAt: Date;
}

/** The device a session was opened from, shown in the user's list of sessions. */
export interface SessionDevice {
  userAgent: string;
  address: string;
}

/** SHA-256 (hex) of a cookie token: what the database keeps instead of the token. */
export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The later of the sliding expiry and the absolute limit never passes the absolute limit. */
const cappedExpiry = (createdAt: Date, slidTo: Date) =>
  new Date(Math.min(slidTo.getTime(), createdAt.getTime() + SESSION_MAX_AGE_MS));

export async function createSession(
  db: Db,
  userId: number,
  device: SessionDevice,
  now = new Date(),
): Promise<{ token: string; auth: Omit<AuthContext, 'user'> }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = cappedExpiry(now, new Date(now.getTime() + SESSION_TTL_MS));
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      userId,
      csrfToken,
      expiresAt,
      createdAt: now,
      lastSeenAt: now,
      userAgent: device.userAgent.slice(0, 300),
      address: device.address,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return { token, auth: { sessionId: row.id, csrfToken, expiresAt } };
}

/** The live session of a cookie token, its expiry extended; null when unknown or expired. */
export async function resumeSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<AuthContext | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  let expiresAt = row.session.expiresAt;
  const slid = cappedExpiry(row.session.createdAt, new Date(now.getTime() + SESSION_TTL_MS));
  if (slid.getTime() - expiresAt.getTime() > SLIDE_GRANULARITY_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: slid, lastSeenAt: now })
      .where(eq(sessions.id, row.session.id));
    expiresAt = slid;
  }
  return { sessionId: row.session.id, user: row.user, csrfToken: row.session.csrfToken, expiresAt };
}

/** Whether the session is still live: not logged out, ended, expired or purged. */
export async function isSessionLive(db: Db, sessionId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** A user's live sessions, newest first. */
export async function listSessions(db: Db, userId: number, now = new Date()) {
  return db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      address: sessions.address,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends one of the user's own sessions; false when it is not theirs or already ended. */
export async function endOwnSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Deletes sessions that can no longer be resumed (run as a periodic chore). */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
      ),
    );
}
