/**
 * The static servers' error answers (scripts/serve-app.mjs, as the shell and as a remote):
 * unknown routes, malformed paths, bodies and headers over the limits are `{code, message}` JSON
 * with the headers of the server's files; a malformed path is a 400, never the shell's page.
 * The shell serves its icon, and passes the API's compressed answers through as they are.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { serveApp } from '../../../scripts/serve-app.mjs';
import {
  checkErrorAnswers,
  securityHeadersOf,
  sendRaw,
} from '../../../scripts/http-errors-check.mjs';

const get = (port, target, accept = 'text/html') =>
  sendRaw(
    port,
    `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept: ${accept}\r\nConnection: close\r\n\r\n`,
  );

/** A built app's directory: the shell's page and a remote's entry. */
function distDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-app-test-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'void 0;');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

async function start(options) {
  const dir = distDir();
  const { app, close } = await serveApp({ dir, port: 0, host: '127.0.0.1', ...options });
  return {
    port: app.server.address().port,
    close: async () => {
      await close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('serve-app as the shell', () => {
  let shell;
  // The API is never reached: every request below is answered by the shell's server itself.
  before(async () => {
    shell = await start({ spaFallback: true, apiProxy: 'http://127.0.0.1:9', registry: true });
  });
  after(() => shell.close());

  it('answers bad requests with {code, message} and the security headers of its page', async () => {
    const page = await get(shell.port, '/event/1/people');
    assert.equal(page.status, 200);
    assert.match(page.body, /<title>shell<\/title>/);
    const headers = securityHeadersOf(page);
    assert.match(headers['content-security-policy'] ?? '', /frame-ancestors 'none'/);
    await checkErrorAnswers(shell.port, headers);
  });

  it('refuses a malformed /api path and a body over the API limit before proxying', async () => {
    const headers = securityHeadersOf(await get(shell.port, '/'));
    const malformed = await get(shell.port, '/api/events/%2e%2e/audiences', 'application/json');
    assert.equal(malformed.status, 400);
    assert.equal(JSON.parse(malformed.body).code, 'INVALID_INPUT');
    assert.deepEqual(securityHeadersOf(malformed), headers);
    const large = await sendRaw(
      shell.port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\nConnection: close\r\n\r\n',
    );
    assert.equal(large.status, 413);
    assert.equal(JSON.parse(large.body).code, 'PAYLOAD_TOO_LARGE');
    assert.deepEqual(securityHeadersOf(large), headers);
  });
});

describe('serve-app as the shell in front of an API that compresses', () => {
  const answer = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item ${i}` })) };
  let api;
  let shell;
  before(async () => {
    // Answers gzip to a client that accepts it, as the API does (@fastify/compress).
    api = createServer((request, response) => {
      const json = JSON.stringify(answer);
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        ...(gzip && { 'content-encoding': 'gzip', vary: 'accept-encoding' }),
      });
      response.end(gzip ? gzipSync(json) : json);
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    shell = await start({ apiProxy: `http://127.0.0.1:${api.address().port}`, registry: true });
  });
  after(async () => {
    await shell.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it('passes a compressed API answer through, still compressed and whole', async () => {
    const response = await fetch(`http://127.0.0.1:${shell.port}/api/events/1/sessions`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.deepEqual(await response.json(), answer);
  });

  it('serves its icon as SVG with the security headers of its files', async () => {
    const icon = await get(shell.port, '/favicon.svg', 'image/*');
    assert.equal(icon.status, 200);
    assert.match(icon.headers['content-type'] ?? '', /^image\/svg\+xml/);
    assert.match(icon.body, /^<svg/);
    assert.match(securityHeadersOf(icon)['content-security-policy'] ?? '', /default-src 'self'/);
  });
});

describe('serve-app as a remote', () => {
  let remote;
  before(async () => {
    remote = await start({ cors: true });
  });
  after(() => remote.close());

  it('answers bad requests with {code, message} and the security headers of its files', async () => {
    const entry = await get(remote.port, '/remoteEntry.js', '*/*');
    assert.equal(entry.status, 200);
    const headers = securityHeadersOf(entry);
    assert.equal(headers['cross-origin-resource-policy'], 'cross-origin');
    await checkErrorAnswers(remote.port, headers);
  });
});
