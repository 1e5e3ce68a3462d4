/**
 * The client address the log-in throttle and the sessions list read: X-Forwarded-For only from a
 * proxy named in TRUST_PROXY (buildApp's trustProxy), the peer's own address otherwise.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SessionListSchema, SessionResponseSchema } from '@console/shared/contract';
import { buildFixture, FIXTURE_PASSWORD } from '../testing/fixture';
import { get, sessionCookieOf } from '../testing/http';
import { describeApi } from '../testing/suite';
import { LOGIN_THROTTLE } from './login-throttle';
import { attempt, clockedApp, freshUser, type AttemptFrom } from './test-support';

const WINDOW_S = String(LOGIN_THROTTLE.windowMs / 1000);

/** The address the API recorded for the session a successful log-in opened. */
async function sessionAddress(app: FastifyInstance, response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('no session cookie');
  const { csrfToken } = SessionResponseSchema.parse(response.json());
  const listed = SessionListSchema.parse(
    (await get(app, '/api/auth/sessions', { cookie, csrfToken })).json(),
  );
  return listed.sessions.find((session) => session.current)?.address;
}

describeApi('the client address behind a proxy', buildFixture, (s) => {
  it('believes no X-Forwarded-For by default: a forged one is throttled under the real address', async (t) => {
    const { app } = await clockedApp(t, s.db);
    const email = await freshUser(s.db, 'forger');
    const forged = (i: number): AttemptFrom => ({
      address: '127.0.0.1',
      forwardedFor: `203.0.113.${i}`,
    });
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i += 1)
      expect((await attempt(app, email, 'wrong', forged(i))).statusCode).toBe(401);
    // Five "different clients" were one: the sixth is held as that client, for the whole window.
    const held = await attempt(app, email, FIXTURE_PASSWORD, forged(99));
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe(WINDOW_S);

    const other = await freshUser(s.db, 'forger-session');
    const opened = await attempt(app, other, FIXTURE_PASSWORD, forged(7));
    expect(await sessionAddress(app, opened)).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For from a proxy named in TRUST_PROXY, and from no other peer', async (t) => {
    const { app, advance } = await clockedApp(t, s.db, {
      trustProxy: '10.40.0.1, 10.41.0.0/24',
    });
    const email = await freshUser(s.db, 'proxied');
    const client = (forwardedFor: string, address = '10.40.0.1'): AttemptFrom => ({
      address,
      forwardedFor,
    });
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i += 1)
      expect((await attempt(app, email, 'wrong', client('198.51.100.1'))).statusCode).toBe(401);
    // The client behind the proxy is held, not the proxy: another client through it gets in
    // after the account's one-second slow-down.
    const held = await attempt(app, email, FIXTURE_PASSWORD, client('198.51.100.1'));
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe(WINDOW_S);
    advance(1000);
    expect((await attempt(app, email, FIXTURE_PASSWORD, client('198.51.100.2'))).statusCode).toBe(
      200,
    );

    const other = await freshUser(s.db, 'proxied-session');
    const login = (from: AttemptFrom) =>
      attempt(app, other, FIXTURE_PASSWORD, from).then((r) => sessionAddress(app, r));
    expect(await login(client('198.51.100.3'))).toBe('198.51.100.3');
    // A proxy in a trusted range; the right-most address the trusted proxies did not add.
    expect(await login(client('198.51.100.4', '10.41.0.9'))).toBe('198.51.100.4');
    expect(await login(client('192.0.2.66, 198.51.100.5'))).toBe('198.51.100.5');
    // A peer that is not a trusted proxy: its header is ignored.
    expect(await login(client('198.51.100.6', '10.42.0.1'))).toBe('10.42.0.1');
  });
});
