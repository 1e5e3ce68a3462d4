/**
 * The API's answers to requests no route handles, over a real socket: unknown routes, malformed
 * paths (dot segments, encoded separators, bad %-encoding), a malformed JSON body, a body over
 * the limit, a URL over 8 KB (414) and headers over Node's 16 KB (431) are `{code, message}`
 * JSON with exactly the security headers of a successful answer, helmet's included, also where
 * Node's parser or the router answer before any hook runs.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import {
  checkErrorAnswers,
  securityHeadersOf,
  sendRaw,
} from '../../../scripts/http-errors-check.mjs';
import { describeApi, nothingToPrepare } from '../testing/suite';

const get = (port: number, target: string) =>
  sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

describeApi('error answers outside the routes', nothingToPrepare, (s) => {
  let port = 0;
  const listening = async () => {
    if (!port) port = Number(new URL(await s.app.listen({ port: 0, host: '127.0.0.1' })).port);
    return port;
  };

  it('answers bad requests with {code, message} and the headers of a successful answer', async () => {
    const health = await get(await listening(), '/api/health');
    expect(health.status).toBe(200);
    const headers = securityHeadersOf(health);
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY',
      'content-security-policy': expect.stringContaining("default-src 'none'"),
    });
    await checkErrorAnswers(port, headers);
  });

  it('refuses malformed paths under /api and a URL over 8 KB with the same headers', async () => {
    const headers = securityHeadersOf(await get(await listening(), '/api/health'));
    for (const [target, status, code] of [
      ['/api/events/1/%2e%2e/audiences', 400, 'INVALID_INPUT'],
      ['/api/events/a%2Fb/audiences', 400, 'INVALID_INPUT'],
      ['/api/events/1/./audiences', 400, 'INVALID_INPUT'],
      ['/api/events/%E0%A4%A/context', 400, 'INVALID_INPUT'],
      [`/api/events?x=${'a'.repeat(9000)}`, 414, 'HTTP_414'],
    ] as const) {
      const answer = await get(port, target);
      expect({ target, status: answer.status, code: JSON.parse(answer.body).code }).toEqual({
        target,
        status,
        code,
      });
      expect(securityHeadersOf(answer)).toEqual(headers);
    }
  });
});
