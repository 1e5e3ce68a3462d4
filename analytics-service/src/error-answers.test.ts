/**
 * The analytics service's answers outside its pages: unknown routes, malformed paths (under
 * /embed/ too, where a token would otherwise be read from them) and bodies, a body over the
 * limit and headers over Node's limit are `{code, message}` JSON with the headers of its pages.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { checkErrorAnswers, securityHeadersOf, sendRaw } from '../../scripts/http-errors-check.mjs';
import { createAnalyticsService } from './service';
import { TEST_SECRET } from './testing/tokens';

describe('analytics service error answers', () => {
  let service: FastifyInstance;
  let port = 0;
  before(async () => {
    service = await createAnalyticsService({
      embedSecret: TEST_SECRET,
      apiUrl: 'http://127.0.0.1:9',
      consoleOrigin: 'http://localhost:3000',
    });
    await service.listen({ port: 0, host: '127.0.0.1' });
    port = (service.server.address() as AddressInfo).port;
  });
  after(() => service.close());

  const get = (path: string) =>
    sendRaw(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

  it('answers bad requests with {code, message} and the security headers of its pages', async () => {
    const health = await get('/health');
    assert.equal(health.status, 200);
    const headers = securityHeadersOf(health);
    assert.match(
      headers['content-security-policy'] ?? '',
      /frame-ancestors http:\/\/localhost:3000/,
    );
    await checkErrorAnswers(port, headers);
  });

  it('refuses a malformed path under /embed/ before reading a token from it', async () => {
    for (const path of ['/embed/a%2Fb', '/embed/%2e%2e', '/embed/./x']) {
      const answer = await get(path);
      assert.equal(answer.status, 400, path);
      assert.equal(JSON.parse(answer.body).code, 'INVALID_INPUT', path);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', path);
    }
  });
});
