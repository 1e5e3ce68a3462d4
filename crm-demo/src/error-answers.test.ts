/**
 * The demo CRM's answers outside its deals route: unknown routes, malformed paths and bodies, a
 * body over the limit and headers over Node's limit are `{code, message}` JSON with the headers
 * of its successful answers, which every answer carries (its HubSpot-shaped 401 too).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AddressInfo } from 'node:net';
import { checkErrorAnswers, securityHeadersOf, sendRaw } from '../../scripts/http-errors-check.mjs';
import { createCrmDemoServer, DEALS_PATH } from './server';

describe('demo CRM error answers', () => {
  const app = createCrmDemoServer({ token: 'test-token' });
  let port = 0;
  before(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  after(() => app.close());

  const get = (path: string) =>
    sendRaw(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

  it('sends nosniff, a CSP and a frame guard on every answer, a refused token included', async () => {
    const health = await get('/health');
    assert.equal(health.status, 200);
    const headers = securityHeadersOf(health);
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['x-frame-options'], 'DENY');
    assert.match(headers['content-security-policy'] ?? '', /frame-ancestors 'none'/);
    const refused = await get(DEALS_PATH);
    assert.equal(refused.status, 401);
    assert.deepEqual(securityHeadersOf(refused), headers);
  });

  it('answers bad requests with {code, message} and the same security headers', async () => {
    await checkErrorAnswers(port, securityHeadersOf(await get('/health')));
  });
});
