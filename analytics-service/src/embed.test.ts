import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ANALYTICS_EXTRA_MESSAGES } from '@console/analytics-contract';
import type { FastifyInstance } from 'fastify';
import { UnsecuredJWT } from 'jose';
import type { EmbedPayload } from './payload';
import { createAnalyticsService } from './service';
import { FIXTURE_CLAIMS, HOSTILE_PLACE } from './testing/dashboard-fixture';
import { startFakeApi, type FakeApi } from './testing/fake-api';
import { signToken, TEST_SECRET, withAlteredPayload } from './testing/tokens';

const CONSOLE_ORIGIN = 'http://localhost:3000';

describe('analytics service: GET /embed/:token', () => {
  let api: FakeApi;
  let service: FastifyInstance;
  let baseUrl: string;

  before(async () => {
    api = await startFakeApi();
    service = await createAnalyticsService({
      embedSecret: TEST_SECRET,
      apiUrl: api.url,
      consoleOrigin: CONSOLE_ORIGIN,
    });
    baseUrl = await service.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await service.close();
    await api.close();
  });

  const open = async (token: string) => {
    const response = await fetch(`${baseUrl}/embed/${token}`);
    return { response, body: await response.text() };
  };
  const withApiMode = async <T>(mode: FakeApi['mode'], run: () => Promise<T>): Promise<T> => {
    api.mode = mode;
    try {
      return await run();
    } finally {
      api.mode = 'ok';
    }
  };
  const payloadOf = (body: string): EmbedPayload => {
    const match = /<script type="application\/json" id="dashboard-data">(.*?)<\/script>/s.exec(
      body,
    );
    assert.ok(match?.[1], 'the page has a data block');
    return JSON.parse(match[1]);
  };

  it('renders a valid token as an uncached page, asking the API with the same token', async () => {
    const token = await signToken();
    const { response, body } = await open(token);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(api.receivedTokens.at(-1), token);
    assert.match(body, /<h1 class="dashboard__title" id="dashboard-title">Stages<\/h1>/);
    assert.match(body, /Tech Summit 2026/);
    assert.match(
      body,
      /Reports last updated <time datetime="2026-11-22T15:30:00Z">Nov 22, 2026, 10:30 AM EST<\/time>/,
    );
    assert.match(body, new RegExp(`<meta name="console-origin" content="${CONSOLE_ORIGIN}">`));
  });

  it('shows every panel: titles, figures with separators, table rows, chart data tables', async () => {
    const { body } = await open(await signToken());
    for (const title of [
      'Registrations',
      'Minutes watched',
      'Daily viewers',
      'Viewers per stage',
    ]) {
      assert.match(body, new RegExp(`<h2 class="panel__title" id="panel-\\d-title">${title}</h2>`));
    }
    assert.match(body, /<data class="stat__value" value="1234567">1,234,567<\/data>/);
    assert.match(body, /98,765<\/data> <span class="stat__unit">minutes<\/span>/);
    assert.match(body, /<caption class="visually-hidden">Top stages<\/caption>/);
    assert.match(
      body,
      /<th scope="row" class="text">Workshop hall<\/th><td class="num">4,321<\/td>/,
    );
    assert.match(body, /<caption class="table-caption">Daily viewers \(viewers\)<\/caption>/);
    assert.match(
      body,
      /<th scope="row" class="text">Nov 21, 2026<\/th><td class="num">3,400<\/td>/,
    );
    assert.match(body, /<th scope="row" class="text">Main stage<\/th><td class="num">6,700<\/td>/);
  });

  it('hands the client the charts in a data block, with one drill-down per valid category', async () => {
    const { body } = await open(await signToken());
    const payload = payloadOf(body);
    assert.equal(payload.timeZone, 'America/New_York');
    assert.deepEqual(
      payload.charts.map((chart) => [chart.kind, chart.elementId]),
      [
        ['timeseries', 'chart-2'],
        ['bar', 'chart-3'],
      ],
    );
    const bar = payload.charts[1];
    assert.equal(bar?.kind, 'bar');
    assert.deepEqual(bar.drillDowns, [
      { type: 'drillDown', dashboardId: 'STAGE_DETAIL', filters: { place: 'Main stage' } },
      { type: 'drillDown', dashboardId: 'STAGE_DETAIL', filters: { place: HOSTILE_PLACE } },
      null,
    ]);
    assert.match(
      body,
      /<button type="button" class="drill-down" data-drill-chart="chart-3" data-drill-index="0">Open Main stage<\/button>/,
    );
    assert.doesNotMatch(
      body,
      /data-drill-index="2"/,
      'a category too long for a filter opens nothing',
    );
    assert.match(body, /role="group" aria-label="Open the details of Viewers per stage"/);
  });

  it('keeps a place named like a closing script tag inert, in the markup and the data block', async () => {
    const { body } = await open(await signToken());
    assert.doesNotMatch(body, /<script>alert/);
    assert.equal(body.match(/<script/g)?.length, 2, 'only the bundle and the data block');
    assert.match(body, /Open &lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    const bar = payloadOf(body).charts.find((chart) => chart.kind === 'bar');
    assert.equal(bar?.kind === 'bar' && bar.categories[1], HOSTILE_PLACE);
  });

  it('runs nothing inline: scripts only from this origin, no style attributes', async () => {
    const { body } = await open(await signToken());
    const scripts = body.match(/<script[^>]*>/g) ?? [];
    assert.deepEqual(scripts, [
      '<script src="/assets/embed.js" defer>',
      '<script type="application/json" id="dashboard-data">',
    ]);
    assert.doesNotMatch(body, /\sstyle=|<style|\son[a-z]+=/i);
  });

  const refusedTokens: [string, () => Promise<string>][] = [
    ['an expired token', () => signToken({ expiresIn: -60 })],
    [
      'a token of another event (payload altered)',
      async () => withAlteredPayload(await signToken(), { eventId: 43 }),
    ],
    [
      'a token signed with another secret',
      () => signToken({ secret: 'another-secret-of-another-deployment' }),
    ],
    ['a token for another audience', () => signToken({ audience: 'someone-else' })],
    ['a token from another issuer', () => signToken({ issuer: 'someone-else' })],
    [
      'an unsigned token (alg none)',
      async () =>
        new UnsecuredJWT({ ...FIXTURE_CLAIMS })
          .setAudience('analytics-embed')
          .setIssuer('organizer-console-api')
          .setExpirationTime('5m')
          .encode(),
    ],
    ['a token whose claims are not embed claims', () => signToken({ claims: { eventId: -1 } })],
    ['something that is not a token', async () => 'not-a-token'],
    ['a long path that is not a token', async () => 'a'.repeat(4000)],
  ];
  for (const [name, makeToken] of refusedTokens) {
    it(`refuses ${name} with 401 and the invalid-link page, without asking the API`, async () => {
      const asked = api.receivedTokens.length;
      const { response, body } = await open(await makeToken());
      assert.equal(response.status, 401);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.ok(body.includes(ANALYTICS_EXTRA_MESSAGES.embedTokenInvalid));
      assert.equal(api.receivedTokens.length, asked);
    });
  }

  it('refuses a path longer than any token before reading it (414)', async () => {
    const { response } = await open('a'.repeat(5000));
    assert.equal(response.status, 414);
  });

  it('answers 401 when the API refuses the token after the service accepted it', async () => {
    const { response, body } = await withApiMode('refuse', async () => open(await signToken()));
    assert.equal(response.status, 401);
    assert.ok(body.includes(ANALYTICS_EXTRA_MESSAGES.embedTokenInvalid));
  });

  it('shows the session-ended notice (401, not a crash) when the API says the token’s session has ended', async () => {
    const { response, body } = await withApiMode('session-ended', async () =>
      open(await signToken()),
    );
    assert.equal(response.status, 401);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.ok(body.includes(ANALYTICS_EXTRA_MESSAGES.embedSessionEnded));
    assert.match(body, /<p class="notice__message" role="alert">/);
    assert.match(body, new RegExp(`<meta name="console-origin" content="${CONSOLE_ORIGIN}">`));
  });

  for (const mode of ['error', 'not-dashboard-data'] as const) {
    it(`answers 502 with the load-failed page when the API ${mode === 'error' ? 'fails' : 'answers something else'}`, async () => {
      const { response, body } = await withApiMode(mode, async () => open(await signToken()));
      assert.equal(response.status, 502);
      assert.ok(body.includes(ANALYTICS_EXTRA_MESSAGES.dashboardLoadFailed));
      assert.match(body, new RegExp(`<meta name="console-origin" content="${CONSOLE_ORIGIN}">`));
    });
  }

  it('sends the security headers on every answer, framed by the console only', async () => {
    for (const path of [
      '/health',
      '/assets/embed.js',
      `/embed/${await signToken()}`,
      '/embed/x',
      '/nope',
    ]) {
      const response = await fetch(`${baseUrl}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      assert.match(policy, /(^|; )frame-ancestors http:\/\/localhost:3000(;|$)/, path);
      assert.match(policy, /(^|; )script-src 'self'(;|$)/, path);
      assert.match(policy, /(^|; )default-src 'none'(;|$)/, path);
      assert.doesNotMatch(policy, /unsafe-inline|\*/, path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer', path);
    }
  });

  it('serves the client bundle and the stylesheets, revalidated by ETag', async () => {
    const script = await fetch(`${baseUrl}/assets/embed.js`);
    assert.equal(script.status, 200);
    assert.match(script.headers.get('content-type') ?? '', /^text\/javascript/);
    const code = await script.text();
    assert.ok(code.length > 10_000, 'uPlot is bundled');
    assert.ok(code.length < 80_000, `no schema library in the bundle (${code.length} bytes)`);
    const etag = script.headers.get('etag') ?? '';
    const again = await fetch(`${baseUrl}/assets/embed.js`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    for (const path of ['/assets/embed.css', '/assets/uplot.css']) {
      const styles = await fetch(`${baseUrl}${path}`);
      assert.equal(styles.status, 200, path);
      assert.match(styles.headers.get('content-type') ?? '', /^text\/css/, path);
    }
  });

  it('GET /health answers ok', async () => {
    const response = await fetch(`${baseUrl}/health`);
    assert.deepEqual(await response.json(), { status: 'ok' });
  });
});

describe('analytics service: an unreachable API', () => {
  it('answers 502 with the load-failed page', async () => {
    const api = await startFakeApi();
    const apiUrl = api.url;
    await api.close();
    const service = await createAnalyticsService({
      embedSecret: TEST_SECRET,
      apiUrl,
      consoleOrigin: CONSOLE_ORIGIN,
    });
    try {
      const response = await service.inject({ url: `/embed/${await signToken()}` });
      assert.equal(response.statusCode, 502);
      assert.ok(response.body.includes(ANALYTICS_EXTRA_MESSAGES.dashboardLoadFailed));
    } finally {
      await service.close();
    }
  });
});
