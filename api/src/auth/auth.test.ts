import { it } from 'node:test';
import { expect } from 'expect';
import { ERROR_CODES, MESSAGES } from '@console/shared/contract';
import { describeApi } from '../testing/suite';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, sessionCookieOf, sessionHeaders } from '../testing/http';
import { SESSION_COOKIE } from './sessions';

describeApi('auth', buildFixture, (s) => {
  it('logs in, sets an HttpOnly SameSite=Lax cookie and answers the session', async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: FIXTURE_USERS.owner.toUpperCase(), password: FIXTURE_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.email).toBe(FIXTURE_USERS.owner);
    expect(body.csrfToken).toEqual(expect.any(String));
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses a wrong password with INVALID_CREDENTIALS', async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: FIXTURE_USERS.owner, password: 'nope' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: ERROR_CODES.invalidCredentials,
      message: MESSAGES.invalidCredentials,
    });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('refuses an unknown email the same way', async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@test.dev', password: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ERROR_CODES.invalidCredentials);
  });

  it('names the bad field of an invalid body', async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ERROR_CODES.invalidInput,
      message: 'email: Invalid email address',
      field: 'email',
    });
  });

  it('answers 400 for a malformed JSON body', async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(ERROR_CODES.invalidInput);
  });

  it('answers me with the session, 401 without a cookie or with an unknown one', async () => {
    const session = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    const me = await get(s.app, '/api/auth/me', session);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: FIXTURE_USERS.owner },
      csrfToken: session.csrfToken,
    });

    const anonymous = await get(s.app, '/api/auth/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(ERROR_CODES.unauthenticated);
    expect((await get(s.app, '/api/auth/me', { cookie: 'forged', csrfToken: '' })).statusCode).toBe(
      401,
    );
  });

  it('requires the CSRF header on writes', async () => {
    const session = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    for (const headers of [{}, { 'x-csrf-token': 'wrong' }]) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...sessionHeaders(session), ...headers },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(ERROR_CODES.csrf);
    }
    expect((await get(s.app, '/api/auth/me', session)).statusCode).toBe(200);
  });

  it('logout revokes the session: the old cookie gets 401', async () => {
    const session = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: sessionHeaders(session, true),
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await get(s.app, '/api/auth/me', session)).statusCode).toBe(401);
  });

  it('answers unknown routes and health in the error/JSON shapes', async () => {
    expect((await get(s.app, '/api/health')).json()).toMatchObject({ status: 'ok' });
    const missing = await get(s.app, '/api/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(ERROR_CODES.notFound);
  });

  it('serves the OpenAPI document and the docs UI', async () => {
    const doc = await get(s.app, '/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/events/{eventId}/audience-groups']),
    );
    expect((await get(s.app, '/api/docs')).statusCode).toBeLessThan(400);
  });
});
