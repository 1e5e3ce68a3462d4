/**
 * What every server of the running console sends besides content: security headers on the
 * shell, the remotes and the API (OWASP ASVS 14.4), and compressed, correctly cached files.
 */
import { expect, test, type APIResponse } from '@playwright/test';

const SHELL = 'http://localhost:3000';
const REMOTES = [3001, 3002, 3003, 3004, 3005, 3008, 3009].map(
  (port) => `http://localhost:${port}`,
);
const API = 'http://127.0.0.1:4000';
const ANALYTICS = 'http://localhost:3006';

function expectBaseHeaders(response: APIResponse, where: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['referrer-policy'], where).toBeTruthy();
  expect(headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
}

/** The directive's sources, e.g. script-src -> ["'self'", "http://localhost:3001", ...]. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

test('the shell allows exactly its own origin and the registry’s remotes', async ({ request }) => {
  const registry = (await (await request.get(`${SHELL}/registry.json`)).json()) as {
    remotes: { manifestUrl: string }[];
  };
  const remoteOrigins = [...new Set(registry.remotes.map((r) => new URL(r.manifestUrl).origin))];
  for (const path of ['/', '/login', '/event/1/people/audiences', '/registry.json', '/nope.js']) {
    const response = await request.get(`${SHELL}${path}`);
    expectBaseHeaders(response, `shell ${path}`);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(directive(policy, 'script-src').sort()).toEqual(["'self'", ...remoteOrigins].sort());
    expect(directive(policy, 'connect-src').sort()).toEqual(["'self'", ...remoteOrigins].sort());
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('*');
  }
});

test('the shell frames only the analytics service, which lets only the console frame it', async ({
  request,
}) => {
  const shellPolicy = (await request.get(`${SHELL}/login`)).headers()['content-security-policy'];
  expect(directive(shellPolicy ?? '', 'frame-src')).toEqual([ANALYTICS]);
  for (const path of ['/health', '/embed/not-a-token']) {
    const response = await request.get(`${ANALYTICS}${path}`);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(directive(policy, 'frame-ancestors'), path).toEqual([SHELL]);
    expect(directive(policy, 'script-src'), path).toEqual(["'self'"]);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  expect((await request.get(`${ANALYTICS}/embed/not-a-token`)).status()).toBe(401);
});

test('every remote server and the API send the headers, on files, errors and JSON', async ({
  request,
}) => {
  for (const origin of REMOTES) {
    for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/missing.js']) {
      const response = await request.get(`${origin}${path}`);
      expectBaseHeaders(response, `${origin}${path}`);
      // The shell loads remote scripts from another origin.
      expect(response.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    }
  }
  for (const url of [`${API}/api/health`, `${API}/api/events`, `${SHELL}/api/health`]) {
    const response = await request.get(url);
    expectBaseHeaders(response, url);
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
  }
});

test('scripts are sent compressed; hashed files are immutable, entry points revalidated', async ({
  request,
}) => {
  const manifest = (await (await request.get(`${REMOTES[0]}/mf-manifest.json`)).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const hashed = manifest.exposes[0]?.assets.js.sync[0];
  if (!hashed) throw new Error('the manifest names no chunk');
  const chunk = await request.get(`${REMOTES[0]}/${hashed}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(chunk.headers()['content-encoding']).toBe('gzip');
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const brotli = await request.get(`${REMOTES[0]}/${hashed}`, {
    headers: { 'accept-encoding': 'br' },
  });
  expect(brotli.headers()['content-encoding']).toBe('br');

  for (const url of [
    `${REMOTES[0]}/mf-manifest.json`,
    `${REMOTES[0]}/remoteEntry.js`,
    `${SHELL}/registry.json`,
    `${SHELL}/login`,
  ]) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe('no-cache');
  }
});

test('the shell answers a body over the API limit with 413 JSON, before proxying it', async ({
  request,
}) => {
  const response = await request.post(`${SHELL}/api/auth/login`, {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ email: 'x@y.z', password: 'p'.repeat(1_500_000) }),
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
});
