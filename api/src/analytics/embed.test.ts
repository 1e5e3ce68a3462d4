import { after, before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import {
  ANALYTICS_API,
  ANALYTICS_EXTRA_MESSAGES,
  EMBED_TOKEN_AUDIENCE,
  EMBED_TOKEN_ISSUER,
  EMBED_TOKEN_TTL_SECONDS,
  type EmbedClaims,
} from '@console/analytics-contract';
import { featureFlags, sessions as sessionRows } from '../db/schema';
import { buildFixture, type FixtureUser } from '../testing/fixture';
import { sessionHeaders, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { signEmbedToken } from './embed-token';
import {
  analyticsApp,
  analyticsEvent,
  dashboardData,
  loginAs,
  postJson,
  TEST_ANALYTICS,
  tokenOf,
} from './test-support';

const key = (secret: string) => new TextEncoder().encode(secret);

describeApi('analytics embed URLs and tokens', buildFixture, (s) => {
  let app: FastifyInstance;
  const sessions = new Map<FixtureUser, TestSession>();
  before(async () => {
    app = await analyticsApp(s.db);
    for (const user of ['owner', 'booth', 'approver', 'outsider'] as const)
      sessions.set(user, await loginAs(app, user));
  });
  after(() => app.close());

  const session = (user: FixtureUser) => {
    const found = sessions.get(user);
    if (!found) throw new Error(`no session for ${user}`);
    return found;
  };
  const embedUrl = (eventId: number, user: FixtureUser, body: object) =>
    postJson(app, `/api${ANALYTICS_API.embedUrl(eventId)}`, session(user), body);
  const drillDownUrl = (eventId: number, user: FixtureUser, body: object) =>
    postJson(app, `/api${ANALYTICS_API.drillDownUrl(eventId)}`, session(user), body);
  const claimsFor = (eventId: number, dashboard: EmbedClaims['dashboard']): EmbedClaims => ({
    eventId,
    dashboard,
    boothOwner: false,
    boothIds: [],
    filters: {},
    variant: 'current',
    consoleOrigin: TEST_ANALYTICS.consoleOrigin,
  });

  it('signs an embed URL of the service bound to the event, the dashboard and the booth view, valid minutes', async () => {
    const { event } = await analyticsEvent(s.db, s.fx);
    const before = Math.floor(Date.now() / 1000);
    const response = await embedUrl(event.id, 'owner', { dashboard: 'STAGES', boothOwner: false });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { url: string; expiresAt: string };
    expect(body.url.startsWith(`${TEST_ANALYTICS.serviceUrl}/embed/`)).toBe(true);
    const { token, claims } = tokenOf(body);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(claims).toMatchObject({
      eventId: event.id,
      dashboard: 'STAGES',
      boothOwner: false,
      boothIds: [],
      filters: {},
      variant: 'current',
      consoleOrigin: TEST_ANALYTICS.consoleOrigin,
      aud: EMBED_TOKEN_AUDIENCE,
      iss: EMBED_TOKEN_ISSUER,
    });
    const exp = Number(claims.exp);
    expect(exp - Number(claims.iat)).toBe(EMBED_TOKEN_TTL_SECONDS);
    expect(exp).toBeGreaterThan(Date.now() / 1000);
    expect(exp).toBeLessThanOrEqual(before + EMBED_TOKEN_TTL_SECONDS + 1);
    expect(Date.parse(body.expiresAt)).toBe(exp * 1000);
    await jwtVerify(token, key(TEST_ANALYTICS.embedSecret), { audience: EMBED_TOKEN_AUDIENCE });
  });

  it('refuses a dashboard that is not one of the viewer tabs, and asks no one for the booth view who owns none', async () => {
    const { event } = await analyticsEvent(s.db, s.fx, { boothNames: ['Acme booth'] });
    for (const dashboard of ['SESSIONS', 'SUMMARY', 'OVERVIEW'])
      expect((await embedUrl(event.id, 'owner', { dashboard, boothOwner: false })).statusCode).toBe(
        403,
      );
    expect(
      (await embedUrl(event.id, 'owner', { dashboard: 'SPONSORS', boothOwner: false })).statusCode,
    ).toBe(200);
    const notOwner = await embedUrl(event.id, 'owner', { dashboard: 'BOOTHS', boothOwner: true });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('always gives a booth owner who is not an organizer the view of their own booths, and Booths only', async () => {
    const { event, booths } = await analyticsEvent(s.db, s.fx, {
      boothNames: ['Acme booth', 'Globex booth'],
    });
    const response = await embedUrl(event.id, 'booth', { dashboard: 'BOOTHS', boothOwner: false });
    expect(response.statusCode).toBe(200);
    expect(tokenOf(response.json()).claims).toMatchObject({
      dashboard: 'BOOTHS',
      boothOwner: true,
      boothIds: [booths[0]?.id],
    });
    for (const dashboard of ['STAGES', 'EVENT_SUMMARY', 'SPONSORS'])
      expect((await embedUrl(event.id, 'booth', { dashboard, boothOwner: true })).statusCode).toBe(
        403,
      );
    const drill = await drillDownUrl(event.id, 'booth', {
      dashboardId: 'BOOTH_DETAIL',
      filters: { place: 'Acme booth' },
    });
    expect(tokenOf(drill.json()).claims).toMatchObject({
      boothOwner: true,
      boothIds: [booths[0]?.id],
    });
    const email = await drillDownUrl(event.id, 'booth', {
      dashboardId: 'EMAIL_DETAIL',
      filters: { place: 'x' },
    });
    expect(email.statusCode).toBe(403);
  });

  it('signs a drill-down URL carrying its filters; the place filter is required', async () => {
    const { event } = await analyticsEvent(s.db, s.fx);
    const response = await drillDownUrl(event.id, 'owner', {
      dashboardId: 'STAGE_DETAIL',
      filters: { place: 'Main Stage' },
    });
    expect(response.statusCode).toBe(200);
    expect(tokenOf(response.json()).claims).toMatchObject({
      eventId: event.id,
      dashboard: 'STAGE_DETAIL',
      filters: { place: 'Main Stage' },
      boothOwner: false,
    });
    const missing = await drillDownUrl(event.id, 'owner', {
      dashboardId: 'STAGE_DETAIL',
      filters: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'filters.place' });
    const notLetters = await drillDownUrl(event.id, 'owner', {
      dashboardId: 'STAGE_DETAIL',
      filters: { 'pla ce': 'x' },
    });
    expect(notLetters.statusCode).toBe(400);
  });

  it('signs the legacy variant only under the legacy analytics flag', async () => {
    const { event } = await analyticsEvent(s.db, s.fx);
    const legacy = { dashboard: 'STAGES', boothOwner: false, variant: 'legacy' };
    expect((await embedUrl(event.id, 'owner', legacy)).statusCode).toBe(403);
    expect(
      (
        await drillDownUrl(event.id, 'owner', {
          dashboardId: 'STAGE_DETAIL',
          filters: { place: 'A' },
          variant: 'legacy',
        })
      ).statusCode,
    ).toBe(403);
    await s.db.insert(featureFlags).values({
      organizationId: s.fx.org.id,
      eventId: event.id,
      flag: 'ENABLE_LEGACY_ANALYTICS',
      enabled: true,
    });
    const response = await embedUrl(event.id, 'owner', legacy);
    expect(tokenOf(response.json()).claims).toMatchObject({ variant: 'legacy' });
  });

  it('needs analytics read or a booth (401 without a session, 403 otherwise) and the CSRF token', async () => {
    const { event } = await analyticsEvent(s.db, s.fx);
    const body = { dashboard: 'STAGES', boothOwner: false };
    for (const user of ['approver', 'outsider'] as const)
      expect((await embedUrl(event.id, user, body)).statusCode).toBe(403);
    const url = `/api${ANALYTICS_API.embedUrl(event.id)}`;
    expect((await app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    const withoutCsrf = await app.inject({
      method: 'POST',
      url,
      headers: sessionHeaders(session('owner')),
      payload: body,
    });
    expect(withoutCsrf.statusCode).toBe(403);
  });

  it('answers the dashboard data for a valid token only: expired, altered, foreign or of another event is a 401', async () => {
    const { event } = await analyticsEvent(s.db, s.fx);
    const other = await analyticsEvent(s.db, s.fx);
    const { token, claims: signed } = tokenOf(
      (await embedUrl(event.id, 'owner', { dashboard: 'STAGES', boothOwner: false })).json(),
    );
    // The owner's live session: each token below is refused for its own fault only.
    const sid = String(signed.sid);
    const ok = await dashboardData(app, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ dashboard: 'STAGES', eventName: event.name });
    expect((await dashboardData(app, token, `?eventId=${event.id}`)).statusCode).toBe(200);

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flip = (part: string, at: number) =>
      `${part.slice(0, at)}${part[at] === 'A' ? 'B' : 'A'}${part.slice(at + 1)}`;
    const sign = (
      claims: EmbedClaims,
      secret: string,
      audience = EMBED_TOKEN_AUDIENCE,
      expiresIn = '5m',
    ) =>
      new SignJWT({ ...claims, sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(audience)
        .setIssuer(EMBED_TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key(secret));
    const signPayload = (claims: object) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(EMBED_TOKEN_AUDIENCE)
        .setIssuer(EMBED_TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key(TEST_ANALYTICS.embedSecret));
    // The control: signed the same way with the session, a token is accepted.
    const control = await signPayload({ ...claimsFor(event.id, 'STAGES'), sid });
    expect((await dashboardData(app, control)).statusCode).toBe(200);
    const otherEvent = tokenOf(
      (await embedUrl(other.event.id, 'owner', { dashboard: 'STAGES', boothOwner: false })).json(),
    ).token;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const refused: [string, string, string?][] = [
      [
        'expired',
        (
          await signEmbedToken(
            claimsFor(event.id, 'STAGES'),
            Number(sid),
            TEST_ANALYTICS.embedSecret,
            new Date(Date.now() - EMBED_TOKEN_TTL_SECONDS * 1000 - 5000),
          )
        ).token,
      ],
      ['altered payload', `${header}.${flip(payload, 20)}.${signature}`],
      ['altered signature', `${header}.${payload}.${flip(signature, 5)}`],
      [
        'another secret',
        await sign(claimsFor(event.id, 'STAGES'), 'another-secret-of-32-characters!!'),
      ],
      [
        'another audience',
        await sign(claimsFor(event.id, 'STAGES'), TEST_ANALYTICS.embedSecret, 'somebody-else'),
      ],
      ['not our claims', await signPayload({ eventId: event.id, sid })],
      ['bound to no session', await signPayload(claimsFor(event.id, 'STAGES'))],
      [
        'bound to a session id out of range',
        await signPayload({ ...claimsFor(event.id, 'STAGES'), sid: '99999999999' }),
      ],
      ['unsigned', unsigned],
      ['another event for this event', otherEvent, `?eventId=${event.id}`],
    ];
    for (const [label, bad, query] of refused) {
      const response = await dashboardData(app, bad, query);
      expect({ label, status: response.statusCode }).toEqual({ label, status: 401 });
      expect(response.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: ANALYTICS_EXTRA_MESSAGES.embedTokenInvalid,
      });
    }
  });

  it('refuses a token once the session that asked for it has ended: logout, ended elsewhere, expired', async () => {
    const { event } = await analyticsEvent(s.db, s.fx);
    const tokenFor = async (owner: TestSession) => {
      const response = await postJson(app, `/api${ANALYTICS_API.embedUrl(event.id)}`, owner, {
        dashboard: 'STAGES',
        boothOwner: false,
      });
      const { token, claims } = tokenOf(response.json());
      expect((await dashboardData(app, token)).statusCode).toBe(200);
      return { token, sessionId: Number(claims.sid) };
    };
    const expectEnded = async (token: string) => {
      const response = await dashboardData(app, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: ANALYTICS_EXTRA_MESSAGES.embedSessionEnded,
      });
    };

    const loggedOut = await loginAs(app, 'owner');
    const first = await tokenFor(loggedOut);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: sessionHeaders(loggedOut, true),
    });
    expect(logout.statusCode).toBe(204);
    await expectEnded(first.token);

    const [here, there] = [await loginAs(app, 'owner'), await loginAs(app, 'owner')];
    const second = await tokenFor(there);
    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${second.sessionId}`,
      headers: sessionHeaders(here, true),
    });
    expect(ended.statusCode).toBe(204);
    await expectEnded(second.token);
    // The session that ended the other one still gets its own dashboards.
    const third = await tokenFor(here);
    await s.db
      .update(sessionRows)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionRows.id, third.sessionId));
    await expectEnded(third.token);
  });

  it('takes no session for the dashboard data: a logged-in user without a token gets a 401', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api${ANALYTICS_API.embedDashboardData}`,
      headers: sessionHeaders(session('owner')),
    });
    expect(response.statusCode).toBe(401);
  });
});
