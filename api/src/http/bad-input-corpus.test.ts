/**
 * No input gets a 500: a corpus of bad inputs, generated from the OpenAPI document for every
 * operation (each path parameter, each query parameter, each body field, and the body as a
 * whole), sent by a user allowed to call it, so validation and the handlers are really reached.
 * Every answer is below 500 and, unless it succeeded, the `{code, message}` error body.
 * Over a real socket: headers beyond Node's limit (431), a URL too long (414) and a malformed
 * %-encoding (400) answer in the same JSON shape.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { connect } from 'node:net';
import { createSession, SESSION_COOKIE } from '../auth/sessions';
import { buildFixture } from '../testing/fixture';
import { describeApi } from '../testing/suite';

const NUL = 'a\u0000b';
const BAD_SCALARS: unknown[] = [
  null,
  2_147_483_648,
  99_999_999_999,
  -1,
  1.5,
  NUL,
  '',
  'x'.repeat(5000),
  [],
  {},
  true,
];
const BAD_PATH_VALUES = [
  '2147483648',
  '-1',
  '0',
  '1.5',
  'abc',
  '%00',
  'a%00b',
  '%C3%28',
  'x'.repeat(90),
];
const BAD_QUERY_VALUES = ['a%00b', '2147483648', '-5', '', 'x'.repeat(400), '1e400', '%ZZ'];

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

interface Sample {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  label: string;
}

function samplesOf(method: string, path: string, op: OpenApiOperation, eventId: number): Sample[] {
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const valid: Record<string, string> = {
    eventId: String(eventId),
    flowId: '1',
    flowContextId: 'c',
    jobId: '1',
    sessionId: '1',
    reportType: 'ALL_REGISTRATIONS',
    integrationType: 'SALESFORCE',
  };
  const urlWith = (override: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) => override[name] ?? valid[name] ?? '1');
  const samples: Sample[] = [];
  const write = method !== 'GET';
  const body = write ? '{}' : undefined;
  for (const name of pathParams)
    for (const value of BAD_PATH_VALUES)
      samples.push({
        method,
        url: urlWith({ [name]: value }),
        payload: body,
        label: `path ${name}=${value.slice(0, 20)}`,
      });
  for (const name of queryParams)
    for (const value of BAD_QUERY_VALUES)
      samples.push({
        method,
        url: `${urlWith({})}?${name}=${value}&${name}=1`,
        payload: body,
        label: `query ${name}=${value.slice(0, 20)}`,
      });
  if (write) {
    const properties = Object.keys(
      op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
    );
    for (const name of properties)
      for (const value of BAD_SCALARS)
        samples.push({
          method,
          url: urlWith({}),
          payload: JSON.stringify({ [name]: value }),
          label: `body ${name}=${JSON.stringify(value)?.slice(0, 20)}`,
        });
    // Nested selections: bad ids and text inside arrays and objects.
    samples.push({
      method,
      url: urlWith({}),
      payload: JSON.stringify({
        selection: {
          status: 'APPROVED',
          selectedTab: 'PENDING',
          registrationIds: [99_999_999_999],
        },
        idempotencyKey: 'abcdefgh-1',
        status: 'APPROVED',
        selectedTab: 'PENDING',
        registrationIds: [99_999_999_999],
      }),
      label: 'ids over int4 inside',
    });
    samples.push({
      method,
      url: urlWith({}),
      payload: JSON.stringify({
        selection: {
          status: 'REJECTED',
          selectedTab: 'PENDING',
          updateByStatusFilter: true,
          query: NUL,
          flowIds: [2_147_483_648],
        },
        idempotencyKey: NUL,
        flowContextIds: [NUL],
        status: 'REJECTED',
        selectedTab: 'PENDING',
        updateByStatusFilter: true,
        query: NUL,
      }),
      label: 'NUL inside',
    });
    for (const [payload, contentType] of [
      ['{"a":', 'application/json'],
      ['not json', 'application/json'],
      ['a=1', 'application/x-www-form-urlencoded'],
      ['plain text', 'text/plain'],
      ['[1,2,3]', 'application/json'],
      ['null', 'application/json'],
      [`{"x":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'application/json'],
      [JSON.stringify({ padding: 'x'.repeat(1_200_000) }), 'application/json'],
    ] as const)
      samples.push({
        method,
        url: urlWith({}),
        payload,
        contentType,
        label: `body ${payload.slice(0, 12)} (${contentType})`,
      });
  }
  samples.push({ method, url: `${urlWith({})}/%00`, payload: body, label: 'NUL path suffix' });
  return samples;
}

describeApi('bad input corpus', buildFixture, (s) => {
  it('answers every bad input of every operation without a 500, in the error shape', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const samples = Object.entries(doc.paths)
      .filter(([path]) => path !== '/api/auth/logout')
      .flatMap(([path, methods]) =>
        Object.entries(methods).flatMap(([method, op]) =>
          samplesOf(method.toUpperCase(), path, op, s.fx.main.id),
        ),
      );
    expect(samples.length).toBeGreaterThanOrEqual(150);

    const failures: string[] = [];
    // One session, made again after a sample of /api/auth: only those may end it.
    let session: Awaited<ReturnType<typeof createSession>> | null = null;
    for (const sample of samples) {
      session ??= await createSession(s.db, s.fx.userId('owner'), {
        userAgent: 'corpus',
        address: '10.8.8.8',
      });
      const { token, auth } = session;
      if (sample.url.startsWith('/api/auth/')) session = null;
      const response = await s.app.inject({
        method: sample.method as 'GET',
        url: sample.url,
        headers: {
          cookie: `${SESSION_COOKIE}=${token}`,
          'x-csrf-token': auth.csrfToken,
          ...(sample.payload !== undefined
            ? { 'content-type': sample.contentType ?? 'application/json' }
            : {}),
        },
        ...(sample.payload !== undefined ? { payload: sample.payload } : {}),
      });
      const where = `${sample.method} ${sample.url.slice(0, 80)} [${sample.label}]`;
      if (response.statusCode >= 500) {
        failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        continue;
      }
      if (response.statusCode >= 400) {
        const body = (() => {
          try {
            return response.json() as { code?: unknown; message?: unknown };
          } catch {
            return null;
          }
        })();
        if (typeof body?.code !== 'string' || typeof body.message !== 'string')
          failures.push(
            `${where}: ${response.statusCode} without {code, message}: ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers bad embed tokens, bad drill-down filters and bad queries with a real token without a 500', async () => {
    const { token, auth } = await createSession(s.db, s.fx.userId('owner'), {
      userAgent: 'corpus',
      address: '10.8.8.8',
    });
    const session = { cookie: `${SESSION_COOKIE}=${token}`, 'x-csrf-token': auth.csrfToken };
    const eventBase = `/api/events/${s.fx.main.id}/analytics`;
    const post = (path: string, payload: unknown) =>
      s.app.inject({
        method: 'POST',
        url: `${eventBase}/${path}`,
        headers: session,
        payload: payload as object,
      });
    const drillDowns = [
      { place: NUL },
      { [`a${NUL}`]: 'x' },
      { place: 'x'.repeat(5000) },
      { 'not letters': 'x' },
      Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${'abcdefghi'[i]}`, 'x'])),
      { place: ['x'] },
      {},
    ];
    const answers = [
      ...(await Promise.all(
        drillDowns.map((filters) =>
          post('drill-down-url', { dashboardId: 'STAGE_DETAIL', filters }),
        ),
      )),
      await post('embed-url', { dashboard: 'STAGES', boothOwner: 'yes' }),
      await post('embed-url', { dashboard: 'NOPE', boothOwner: false }),
    ];
    for (const answer of answers) expect(answer.statusCode).toBe(400);

    const embed = await post('embed-url', { dashboard: 'STAGES', boothOwner: false });
    const embedToken = new URL((embed.json() as { url: string }).url).pathname.split('/').at(-1);
    const data = '/api/analytics-embed/dashboard-data';
    const bearers = [
      '',
      'Bearer',
      'Bearer ',
      'Bearer a.b.c',
      'Basic abc',
      `Bearer ${'x'.repeat(5000)}`,
    ];
    for (const authorization of bearers) {
      const response = await s.app.inject({ method: 'GET', url: data, headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    for (const value of BAD_QUERY_VALUES) {
      const response = await s.app.inject({
        method: 'GET',
        url: `${data}?eventId=${value}`,
        headers: { authorization: `Bearer ${embedToken}` },
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers oversized headers (431), a URL too long (414) and a malformed encoding (400) as JSON', async () => {
    const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
        setTimeout(() => socket.end(), 2000);
      });
    const status = (answer: string) => Number(answer.split(' ')[1]);
    const bodyOf = (answer: string) =>
      JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { code: string; message: string };

    const headers = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(status(headers)).toBe(431);
    expect(bodyOf(headers)).toMatchObject({ code: 'HTTP_431' });

    const long = await raw(
      `GET /api/events?x=${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(status(long)).toBe(414);
    expect(bodyOf(long).message).toEqual(expect.any(String));

    const encoding = await raw(
      `GET /api/events/%E0%A4%A/context HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(status(encoding)).toBe(400);
    expect(bodyOf(encoding)).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
