/**
 * Request authentication and CSRF, as hooks.
 * CSRF: a synchronizer token bound to the session (generated with it, stored beside its hash,
 * returned as SessionResponse.csrfToken). Every non-GET request carrying a session must echo it in
 * `x-csrf-token`. Chosen over @fastify/csrf-protection, which wants its own secret cookie or a
 * session plugin; here the session row already is the server-side state.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { resumeSession, SESSION_COOKIE, SESSION_TTL_MS, type AuthContext } from '../auth/sessions';
import type { Db } from '../db/client';
import { csrfInvalid, unauthenticated } from './errors';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes allowed without a CSRF token: login has no session yet. */
const CSRF_EXEMPT = new Set(['/api/auth/login']);

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface CookieOptions {
  secure: boolean;
}

const cookieAttributes = (options: CookieOptions) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure }) as const;

export function setSessionCookie(reply: FastifyReply, token: string, options: CookieOptions): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieAttributes(options),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: CookieOptions): void {
  reply.clearCookie(SESSION_COOKIE, cookieAttributes(options));
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerAuthHooks(app: FastifyInstance, db: Db, cookies: CookieOptions): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.auth = await resumeSession(db, token);
    if (request.auth) setSessionCookie(reply, token, cookies);
    if (SAFE_METHODS.has(request.method) || CSRF_EXEMPT.has(request.routeOptions.url ?? '')) return;
    const header = request.headers[CSRF_HEADER];
    if (request.auth && !(typeof header === 'string' && sameToken(header, request.auth.csrfToken)))
      throw csrfInvalid();
  });
}

/** Route hook: 401 unless the request has a live session. Runs before validation. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthenticated();
}

export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
