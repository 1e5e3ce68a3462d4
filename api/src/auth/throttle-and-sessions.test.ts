import { it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { expect } from 'expect';
import { ERROR_CODES, MESSAGES, SessionListSchema } from '@console/shared/contract';
import { describeApi } from '../testing/suite';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, sessionHeaders } from '../testing/http';
import { DEVICE_COOKIE } from './known-devices';
import { LOGIN_THROTTLE, purgeOldLoginFailures } from './login-throttle';
import { loginFailures } from './schema';
import {
  purgeExpiredSessions,
  resumeSession,
  SESSION_MAX_AGE_MS,
  SESSION_TTL_MS,
} from './sessions';
import { attempt as attemptFrom, clockedApp, deviceOf, freshUser } from './test-support';

const attempt = (
  app: Parameters<typeof get>[0],
  email: string,
  password: string,
  address = '10.0.0.1',
) => attemptFrom(app, email, password, { address });

const WINDOW_S = LOGIN_THROTTLE.windowMs / 1000;

describeApi('login throttling and sessions', buildFixture, (s) => {
  it('the lockout probe: five wrong passwords from five addresses keep the owner out of nothing', async (t) => {
    const { app, advance } = await clockedApp(t, s.db);
    const email = await freshUser(s.db, 'probe');
    const first = await attemptFrom(app, email, FIXTURE_PASSWORD, { address: '10.20.0.1' });
    expect(first.statusCode).toBe(200);
    expect(first.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/login',
    });
    const device = deviceOf(first);
    const someoneElse = await freshUser(s.db, 'probe-colleague');
    const othersDevice = deviceOf(
      await attemptFrom(app, someoneElse, FIXTURE_PASSWORD, { address: '10.20.9.1' }),
    );

    for (let i = 0; i < 5; i += 1) {
      const wrong = await attemptFrom(app, email, 'wrong', { address: `10.20.1.${i}` });
      expect(wrong.statusCode).toBe(401);
    }
    // The owner's own browser, which logged in before, gets in at once, from anywhere.
    for (const address of ['10.20.0.1', '10.20.0.2'])
      expect(
        (await attemptFrom(app, email, FIXTURE_PASSWORD, { address, device })).statusCode,
      ).toBe(200);
    // A browser that never logged in to this account waits a second: a slow-down, not a lock.
    // Another account's device cookie, or a made-up one, does not make a browser known.
    for (const unknown of [undefined, othersDevice, 'x'.repeat(43)]) {
      const fresh = await attemptFrom(app, email, FIXTURE_PASSWORD, {
        address: '10.20.2.1',
        device: unknown,
      });
      expect(fresh.statusCode).toBe(429);
      expect(fresh.headers['retry-after']).toBe('1');
      expect(fresh.json()).toEqual({
        code: ERROR_CODES.tooManyAttempts,
        message: MESSAGES.tooManyLoginAttempts(1),
      });
    }
    expect(MESSAGES.tooManyLoginAttempts(1)).toBe(
      'Too many failed log-in attempts. Try again in 1 second.',
    );
    advance(1000);
    const after = await attemptFrom(app, email, FIXTURE_PASSWORD, { address: '10.20.2.1' });
    expect(after.statusCode).toBe(200);
  });

  it('holds one client after five failures on an account, and none of the account’s others', async (t) => {
    const { app, advance } = await clockedApp(t, s.db);
    const email = await freshUser(s.db, 'pair');
    const attacker = { address: '10.21.0.1' };
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i += 1)
      expect((await attemptFrom(app, email, 'wrong', attacker)).statusCode).toBe(401);
    const held = await attemptFrom(app, email, FIXTURE_PASSWORD, attacker);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe(String(WINDOW_S));
    expect(held.json().message).toBe(MESSAGES.tooManyLoginAttempts(WINDOW_S));
    expect(MESSAGES.tooManyLoginAttempts(WINDOW_S)).toBe(
      'Too many failed log-in attempts. Try again in 15 minutes.',
    );

    advance(60_000);
    // Past the account's slow-down: another address gets in (and its browser becomes known) ...
    const elsewhere = await attemptFrom(app, email, FIXTURE_PASSWORD, { address: '10.21.0.2' });
    expect(elsewhere.statusCode).toBe(200);
    const device = deviceOf(elsewhere);
    // ... which frees the held client no sooner: knocking did not extend its wait either.
    const stillHeld = await attemptFrom(app, email, FIXTURE_PASSWORD, attacker);
    expect(stillHeld.statusCode).toBe(429);
    expect(stillHeld.headers['retry-after']).toBe(String(WINDOW_S - 60));
    // A known device at the held address is held by its own failures only ...
    const atHeldAddress = { address: attacker.address, device };
    expect((await attemptFrom(app, email, FIXTURE_PASSWORD, atHeldAddress)).statusCode).toBe(200);
    // ... and by them.
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i += 1)
      expect((await attemptFrom(app, email, 'wrong', atHeldAddress)).statusCode).toBe(401);
    const deviceHeld = await attemptFrom(app, email, FIXTURE_PASSWORD, atHeldAddress);
    expect(deviceHeld.statusCode).toBe(429);
    expect(deviceHeld.headers['retry-after']).toBe(String(WINDOW_S));
  });

  it('slows an account down by 1, 2, 4 ... seconds after its fifth failure, never past the cap', async (t) => {
    const { app, advance } = await clockedApp(t, s.db);
    const email = await freshUser(s.db, 'slow');
    for (let i = 0; i < LOGIN_THROTTLE.accountFreeFailures; i += 1)
      expect((await attemptFrom(app, email, 'wrong', { address: `10.22.0.${i}` })).statusCode).toBe(
        401,
      );
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const from = { address: `10.22.1.${i}` };
      const refused = await attemptFrom(app, email, 'wrong', from);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(refused.json().message).toBe(MESSAGES.tooManyLoginAttempts(wait));
      waits.push(wait);
      advance(wait * 1000 - 1);
      expect((await attemptFrom(app, email, 'wrong', from)).statusCode).toBe(429);
      advance(1);
      expect((await attemptFrom(app, email, 'wrong', from)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
    expect(MESSAGES.tooManyLoginAttempts(30)).toBe(
      'Too many failed log-in attempts. Try again in 30 seconds.',
    );
  });

  it('judges parallel attempts on an account in turn: ten at once, five are checked', async (t) => {
    const { app } = await clockedApp(t, s.db);
    const email = await freshUser(s.db, 'parallel');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        attemptFrom(app, email, 'wrong', { address: `10.24.0.${i}` }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('forgets failures once the window has passed, and the chore deletes them', async (t) => {
    const { app, advance, now } = await clockedApp(t, s.db);
    const email = await freshUser(s.db, 'expiry');
    const from = { address: '10.23.0.1' };
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i += 1)
      expect((await attemptFrom(app, email, 'wrong', from)).statusCode).toBe(401);
    expect((await attemptFrom(app, email, 'wrong', { address: '10.23.0.2' })).statusCode).toBe(429);
    advance(LOGIN_THROTTLE.windowMs - 1000);
    const almost = await attemptFrom(app, email, FIXTURE_PASSWORD, from);
    expect(almost.statusCode).toBe(429);
    expect(almost.headers['retry-after']).toBe('1');
    advance(1000);
    // Counted afresh: four more failures hold no one.
    for (let i = 0; i < LOGIN_THROTTLE.perPair - 1; i += 1)
      expect((await attemptFrom(app, email, 'wrong', from)).statusCode).toBe(401);
    expect((await attemptFrom(app, email, FIXTURE_PASSWORD, from)).statusCode).toBe(200);

    const failuresOf = async () =>
      (
        await s.db.select({ n: count() }).from(loginFailures).where(eq(loginFailures.email, email))
      )[0]?.n;
    expect((await attemptFrom(app, email, 'wrong', { address: '10.23.0.3' })).statusCode).toBe(401);
    expect(await failuresOf()).toBe(1);
    await purgeOldLoginFailures(s.db, new Date(now().getTime() + LOGIN_THROTTLE.windowMs + 1));
    expect(await failuresOf()).toBe(0);
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
      for (let i = 0; i < LOGIN_THROTTLE.perPair - 1; i += 1) {
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
