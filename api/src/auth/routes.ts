/**
 * POST /api/auth/login (throttled, login-throttle.ts; the browser becomes a known device of the
 * account, known-devices.ts), POST /api/auth/logout, GET /api/auth/me, and the user's own
 * sessions: GET /api/auth/sessions, DELETE /api/auth/sessions/:sessionId.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  ERROR_CODES,
  IdParamSchema,
  LoginRequestSchema,
  MESSAGES,
  SessionListSchema,
  SessionResponseSchema,
  type SessionResponse,
} from '@console/shared/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import {
  clearSessionCookie,
  currentAuth,
  setSessionCookie,
  type CookieOptions,
} from '../http/auth-hooks';
import { publicAccess, sessionAccess } from '../http/access';
import { ApiError, errorResponses } from '../http/errors';
import { DEVICE_COOKIE, knownDeviceOf, rememberDevice } from './known-devices';
import { loginSucceeded, startLoginAttempt } from './login-throttle';
import { dummyPasswordHash, verifyPassword } from './password';
import {
  createSession,
  deleteSession,
  endOwnSession,
  listSessions,
  type SessionUser,
} from './sessions';

function tooManyAttempts(seconds: number): ApiError {
  return new ApiError(429, ERROR_CODES.tooManyAttempts, MESSAGES.tooManyLoginAttempts(seconds));
}

function sessionResponse(user: SessionUser, csrfToken: string): SessionResponse {
  return {
    user: {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      organizationId: user.organizationId,
    },
    csrfToken,
  };
}

/** `now`: the log-in throttle's and known devices' clock (tests move it). */
export const authRoutes =
  (db: Db, cookies: CookieOptions, now: () => Date = () => new Date()): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/login',
      {
        config: { access: publicAccess },
        schema: {
          tags: ['auth'],
          body: LoginRequestSchema,
          response: { 200: SessionResponseSchema, 429: ApiErrorSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const email = request.body.email.toLowerCase();
        const at = now();
        const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
        const deviceCookie = request.cookies[DEVICE_COOKIE];
        const attempt = {
          email,
          address: request.ip,
          deviceId: user ? await knownDeviceOf(db, user.id, deviceCookie, at) : null,
        };
        // Judged before the password is hashed: a throttled attempt costs no scrypt time.
        const started = await startLoginAttempt(db, attempt, at);
        if (!started.allowed) {
          reply.header('retry-after', String(started.wait));
          throw tooManyAttempts(started.wait);
        }
        const ok = await verifyPassword(
          request.body.password,
          user?.passwordHash ?? (await dummyPasswordHash()),
        );
        // A refused password leaves the attempt written down: it is the failure.
        if (!user || !ok)
          throw new ApiError(401, ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials);
        await loginSucceeded(db, attempt);
        await rememberDevice(db, reply, user.id, deviceCookie, { ...cookies, now: at });
        const { token, auth } = await createSession(db, user.id, {
          userAgent: request.headers['user-agent'] ?? '',
          address: request.ip,
        });
        setSessionCookie(reply, token, cookies);
        return sessionResponse(user, auth.csrfToken);
      },
    );

    app.post(
      '/auth/logout',
      {
        config: { access: publicAccess },
        schema: { tags: ['auth'], response: { 204: z.null(), ...errorResponses } },
      },
      async (request, reply) => {
        if (request.auth) await deleteSession(db, request.auth.sessionId);
        clearSessionCookie(reply, cookies);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/auth/me',
      {
        config: { access: sessionAccess },
        schema: { tags: ['auth'], response: { 200: SessionResponseSchema, ...errorResponses } },
      },
      async (request) => {
        const auth = currentAuth(request);
        return sessionResponse(auth.user, auth.csrfToken);
      },
    );

    app.get(
      '/auth/sessions',
      {
        config: { access: sessionAccess },
        schema: { tags: ['auth'], response: { 200: SessionListSchema, ...errorResponses } },
      },
      async (request) => {
        const auth = currentAuth(request);
        const rows = await listSessions(db, auth.user.id);
        return {
          sessions: rows.map((row) => ({
            ...row,
            createdAt: row.createdAt.toISOString(),
            lastSeenAt: row.lastSeenAt.toISOString(),
            expiresAt: row.expiresAt.toISOString(),
            current: row.sessionId === auth.sessionId,
          })),
        };
      },
    );

    app.delete(
      '/auth/sessions/:sessionId',
      {
        config: { access: sessionAccess },
        schema: {
          tags: ['auth'],
          params: z.object({ sessionId: IdParamSchema }),
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const auth = currentAuth(request);
        if (!(await endOwnSession(db, auth.user.id, request.params.sessionId)))
          throw new ApiError(404, ERROR_CODES.notFound, MESSAGES.sessionNotFound);
        if (request.params.sessionId === auth.sessionId) clearSessionCookie(reply, cookies);
        return reply.code(204).send(null);
      },
    );
  };
