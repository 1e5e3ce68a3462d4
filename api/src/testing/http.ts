/** app.inject helpers: log in and carry the session cookie and CSRF token. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SessionResponseSchema } from '@console/shared/contract';
import { SESSION_COOKIE } from '../auth/sessions';

export interface TestSession {
  cookie: string;
  csrfToken: string;
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('login set no session cookie');
  return { cookie, csrfToken: SessionResponseSchema.parse(response.json()).csrfToken };
}

/** Request headers of a session. (Not inject's `cookies` option: it needs the ESM-only `cookie` package.) */
export function sessionHeaders(session?: TestSession, withCsrf = false): Record<string, string> {
  if (!session) return {};
  return withCsrf
    ? { cookie: `${SESSION_COOKIE}=${session.cookie}`, 'x-csrf-token': session.csrfToken }
    : { cookie: `${SESSION_COOKIE}=${session.cookie}` };
}

export function get(app: FastifyInstance, url: string, session?: TestSession) {
  return app.inject({ method: 'GET', url, headers: sessionHeaders(session) });
}
