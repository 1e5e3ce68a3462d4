/**
 * The check each server's test suite runs on its error answers (http-errors.mjs): bad requests
 * written raw on a socket, since fetch and http.request resolve dot segments and refuse a
 * 20,000-character URL before sending. Each must answer its status, the `{code, message}` JSON
 * with the API's code, and exactly the security headers of the server's successful answers.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { isSecurityHeader } from './http-errors.mjs';

function parseAnswer(text) {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) };
}

/** Sends one raw HTTP/1.1 request to 127.0.0.1:port; the answer, once the server closes. */
export function sendRaw(port, request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let failure = null;
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (failure = error));
    socket.on('close', () => {
      if (chunks.length) resolve(parseAnswer(Buffer.concat(chunks).toString()));
      else reject(failure ?? new Error('the server closed without an answer'));
    });
  });
}

/** An answer's security headers (isSecurityHeader), by lower-case name. */
export function securityHeadersOf(answer) {
  return Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => isSecurityHeader(name)),
  );
}

const request = (line, headers = '') =>
  `${line} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;
/** Asks for a page, so that a server with an SPA fallback would answer its page if it could. */
const pageRequest = (path, headers = '') =>
  request(`GET ${path}`, `Accept: text/html\r\n${headers}`);

/** The bad requests, and what each must answer. */
export const BAD_REQUESTS = [
  {
    label: 'unknown route',
    status: 404,
    code: 'NOT_FOUND',
    request: request('GET /no-such-route', 'Accept: application/json\r\n'),
  },
  ...['/%', '/a%2Fb', '/a/%2e%2e/b', '/../etc/passwd', '/a/./b'].map((path) => ({
    label: `malformed path ${path}`,
    status: 400,
    code: 'INVALID_INPUT',
    request: pageRequest(path),
  })),
  {
    label: 'malformed JSON body',
    status: 400,
    code: 'INVALID_INPUT',
    request: `${request('POST /no-such-route', 'Content-Type: application/json\r\nContent-Length: 5\r\n')}{"a":`,
  },
  {
    // Refused on its Content-Length, before any byte of it is read.
    label: 'body over the 1 MB limit',
    status: 413,
    code: 'HTTP_413',
    request: request(
      'POST /no-such-route',
      'Content-Type: application/json\r\nContent-Length: 1048577\r\n',
    ),
  },
  {
    label: '20,000-character URL',
    status: 431,
    code: 'HTTP_431',
    request: pageRequest(`/${'a'.repeat(20_000)}`),
  },
  {
    label: '20,000-character header',
    status: 431,
    code: 'HTTP_431',
    request: pageRequest('/', `X-Big: ${'a'.repeat(20_000)}\r\n`),
  },
];

/**
 * Sends every bad request to the server on `port` and asserts its answer: status, a JSON
 * `{code, message}` body and `securityHeaders`, those of one of the server's successful answers
 * (which must include nosniff and a CSP or frame guard). The answers, by label.
 */
export async function checkErrorAnswers(port, securityHeaders) {
  assert.equal(securityHeaders['x-content-type-options'], 'nosniff', 'a successful answer');
  assert.ok(
    securityHeaders['content-security-policy'] ?? securityHeaders['x-frame-options'],
    'a successful answer has a CSP or a frame guard',
  );
  const answers = {};
  for (const bad of BAD_REQUESTS) {
    const answer = await sendRaw(port, bad.request);
    const where = `${bad.label}: ${answer.status} ${answer.body.slice(0, 200)}`;
    assert.equal(answer.status, bad.status, where);
    assert.match(answer.headers['content-type'] ?? '', /^application\/json/, where);
    const body = JSON.parse(answer.body);
    assert.deepEqual(Object.keys(body).sort(), ['code', 'message'], where);
    assert.equal(body.code, bad.code, where);
    assert.ok(typeof body.message === 'string' && body.message.length > 0, where);
    assert.deepEqual(securityHeadersOf(answer), securityHeaders, where);
    answers[bad.label] = { ...answer, json: body };
  }
  return answers;
}
