/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me. */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  LoginRequestSchema,
  MESSAGES,
  SessionResponseSchema,
  type SessionResponse,
} from '@console/shared/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import {
  clearSessionCookie,
  currentAuth,
  requireSession,
  setSessionCookie,
  type CookieOptions,
} from '../http/auth-hooks';
import { ApiError, errorResponses } from '../http/errors';
import { dummyPasswordHash, verifyPassword } from './password';
import { createSession, deleteSession, type SessionUser } from './sessions';

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

export const authRoutes =
  (db: Db, cookies: CookieOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['auth'],
          body: LoginRequestSchema,
          response: { 200: SessionResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const email = request.body.email.toLowerCase();
        const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
        const ok = await verifyPassword(
          request.body.password,
          user?.passwordHash ?? (await dummyPasswordHash()),
        );
        if (!user || !ok)
          throw new ApiError(401, ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials);
        const { token, auth } = await createSession(db, user.id);
        setSessionCookie(reply, token, cookies);
        return sessionResponse(user, auth.csrfToken);
      },
    );

    app.post(
      '/auth/logout',
      { schema: { tags: ['auth'], response: { 204: z.null(), ...errorResponses } } },
      async (request, reply) => {
        if (request.auth) await deleteSession(db, request.auth.sessionId);
        clearSessionCookie(reply, cookies);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/auth/me',
      {
        onRequest: requireSession,
        schema: { tags: ['auth'], response: { 200: SessionResponseSchema, ...errorResponses } },
      },
      async (request) => {
        const auth = currentAuth(request);
        return sessionResponse(auth.user, auth.csrfToken);
      },
    );
  };
