/**
 * Server-side sessions: the cookie carries a random 32-byte token, the database only its SHA-256,
 * so a leaked table cannot be replayed and logout revokes at once. Expiry slides by 12 h on use.
 */
import { and, eq, gt } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'console_session';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Skip the sliding write when the session was extended less than this long ago. */
const SLIDE_GRANULARITY_MS = 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export interface AuthContext {
  sessionId: number;
  user: SessionUser;
  csrfToken: string;
  expiresAt: Date;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  userId: number,
): Promise<{ token: string; auth: Omit<AuthContext, 'user'> }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId, csrfToken, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return { token, auth: { sessionId: row.id, csrfToken, expiresAt } };
}

/** The live session of a cookie token, its expiry extended; null when unknown or expired. */
export async function resumeSession(db: Db, token: string): Promise<AuthContext | null> {
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  let expiresAt = row.session.expiresAt;
  const slid = new Date(now.getTime() + SESSION_TTL_MS);
  if (slid.getTime() - expiresAt.getTime() > SLIDE_GRANULARITY_MS) {
    await db.update(sessions).set({ expiresAt: slid }).where(eq(sessions.id, row.session.id));
    expiresAt = slid;
  }
  return { sessionId: row.session.id, user: row.user, csrfToken: row.session.csrfToken, expiresAt };
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
