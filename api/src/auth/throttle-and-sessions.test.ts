import { it } from 'node:test';
import { expect } from 'expect';
import { ERROR_CODES, MESSAGES, SessionListSchema } from '@console/shared/contract';
import { describeApi } from '../testing/suite';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, sessionHeaders } from '../testing/http';
import { LOGIN_THROTTLE } from './login-throttle';
import {
  purgeExpiredSessions,
  resumeSession,
  SESSION_MAX_AGE_MS,
  SESSION_TTL_MS,
} from './sessions';

const attempt = (
  app: Parameters<typeof get>[0],
  email: string,
  password: string,
  address = '10.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: address,
  });

describeApi('login throttling and sessions', buildFixture, (s) => {
  it('refuses further attempts on an account after too many failures, with Retry-After, even with the right password', async () => {
    const email = FIXTURE_USERS.approver;
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i += 1) {
      expect((await attempt(s.app, email, 'wrong', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const refused = await attempt(s.app, email, FIXTURE_PASSWORD, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: ERROR_CODES.tooManyAttempts,
      message: MESSAGES.tooManyLoginAttempts(15),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_THROTTLE.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.windowMs / 1000);
    // Another account is not affected.
    expect((await attempt(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an address that tried too many accounts, and not the others', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i += 1) {
      expect((await attempt(s.app, `nobody${i}@test.dev`, 'x', address)).statusCode).toBe(401);
    }
    expect((await attempt(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD, address)).statusCode).toBe(
      429,
    );
    expect(
      (await attempt(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD, '10.2.0.2')).statusCode,
    ).toBe(200);
  });

  it('clears an account’s failures on a successful log-in', async () => {
    const email = FIXTURE_USERS.inviter;
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < LOGIN_THROTTLE.perAccount - 1; i += 1) {
        expect((await attempt(s.app, email, 'wrong', '10.3.0.1')).statusCode).toBe(401);
      }
      expect((await attempt(s.app, email, FIXTURE_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    }
  });

  it('lists the user’s own live sessions and ends another one', async () => {
    // The booth owner logs in nowhere else in this suite: these are their only two sessions.
    const here = await login(s.app, FIXTURE_USERS.booth, FIXTURE_PASSWORD);
    const there = await login(s.app, FIXTURE_USERS.booth, FIXTURE_PASSWORD);
    const someoneElse = await login(s.app, FIXTURE_USERS.outsider, FIXTURE_PASSWORD);
    const listed = SessionListSchema.parse((await get(s.app, '/api/auth/sessions', here)).json());
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.filter((x) => x.current)).toHaveLength(1);
    const other = listed.sessions.find((x) => !x.current);
    if (!other) throw new Error('the second session is not listed');

    const othersList = SessionListSchema.parse(
      (await get(s.app, '/api/auth/sessions', someoneElse)).json(),
    );
    const foreign = othersList.sessions[0];
    if (!foreign) throw new Error('no foreign session');
    const refused = await s.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${foreign.sessionId}`,
      headers: sessionHeaders(here, true),
    });
    expect(refused.statusCode).toBe(404);
    expect((await get(s.app, '/api/auth/me', someoneElse)).statusCode).toBe(200);

    const ended = await s.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other.sessionId}`,
      headers: sessionHeaders(here, true),
    });
    expect(ended.statusCode).toBe(204);
    expect((await get(s.app, '/api/auth/me', here)).statusCode).toBe(200);
    expect((await get(s.app, '/api/auth/me', there)).statusCode).toBe(401);
    const after = SessionListSchema.parse((await get(s.app, '/api/auth/sessions', here)).json());
    expect(after.sessions.map((x) => x.sessionId)).not.toContain(other.sessionId);
  });

  it('answers 400 naming the id for a session id out of range', async () => {
    const here = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    for (const id of ['2147483648', '-1', 'abc']) {
      const response = await s.app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${id}`,
        headers: sessionHeaders(here, true),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('sessionId');
    }
  });

  it('ends a session at its absolute limit however active it is, and purges it', async () => {
    const session = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    const loggedInAt = Date.now();
    // Used every hour, the idle expiry keeps sliding, but never past the absolute limit.
    let at = loggedInAt;
    while (at + 3_600_000 < loggedInAt + SESSION_MAX_AGE_MS) {
      at += 3_600_000;
      const resumed = await resumeSession(s.db, session.cookie, new Date(at));
      expect(resumed).not.toBeNull();
      expect(resumed?.expiresAt.getTime()).toBeLessThanOrEqual(
        loggedInAt + SESSION_MAX_AGE_MS + 1000,
      );
    }
    const pastLimit = new Date(loggedInAt + SESSION_MAX_AGE_MS + 1000);
    expect(await resumeSession(s.db, session.cookie, pastLimit)).toBeNull();
    expect(SESSION_TTL_MS).toBeLessThan(SESSION_MAX_AGE_MS);

    await purgeExpiredSessions(s.db, pastLimit);
    // Purged: the row is gone, so even now (before its limit in real time) it is refused.
    expect((await get(s.app, '/api/auth/me', session)).statusCode).toBe(401);
  });
});
