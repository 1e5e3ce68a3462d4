/**
 * The error answers of every server of the console (the shell's and remotes' static servers, the
 * analytics service, the demo CRM, the API), in the API's `{code, message}` JSON shape and with
 * the server's security headers: unknown routes, malformed paths, bodies Fastify refuses, and
 * requests Node's HTTP parser refuses before Fastify sees them (a header block over Node's
 * 16 KB, which a 20,000-character URL is too), which are written on the socket by hand.
 * Plain JavaScript with its types beside it (http-errors.d.mts), so that the static servers run
 * it on Node alone and the TypeScript services import the same file.
 */
import { STATUS_CODES, maxHeaderSize } from 'node:http';

/** The API's codes (ERROR_CODES of @console/shared/contract) where a status has one. */
const CODES = { 400: 'INVALID_INPUT', 404: 'NOT_FOUND', 500: 'INTERNAL' };

/** The code of an error answer: the API's, else `HTTP_<status>` as the API answers. */
export function errorCode(status) {
  return CODES[status] ?? `HTTP_${status}`;
}

const PATH_MESSAGES = {
  encoding:
    'The path is not validly percent-encoded: a "%" must start a UTF-8 escape such as %20; write a literal "%" as %25.',
  separator:
    'The path has an encoded "/" or "\\" (%2F, %5C) inside a segment; send the path without it.',
  dotSegment:
    'The path has a "." or ".." segment; send the path as the browser resolves it, without them.',
};

/**
 * What is wrong with a request target's path, or null: a bad %-encoding, an encoded separator
 * or a dot segment (literal or encoded). No server of the console has a path that needs one, and
 * a static server must not resolve one into another file or answer it with its SPA page.
 */
export function pathProblem(url) {
  const path = url.split('?')[0] ?? '';
  for (const segment of path.split('/')) {
    let decoded;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return PATH_MESSAGES.encoding;
    }
    if (decoded.includes('/') || decoded.includes('\\')) return PATH_MESSAGES.separator;
    if (decoded === '.' || decoded === '..') return PATH_MESSAGES.dotSegment;
  }
  return null;
}

/**
 * Whether a header is one of those that make an answer safe to send (a policy, a frame or sniff
 * guard, a referrer or cross-origin rule), whoever sets it: what an error answer must repeat.
 */
export function isSecurityHeader(name) {
  return /^(content-security-policy|strict-transport-security|referrer-policy|permissions-policy|origin-agent-cluster|cross-origin-[a-z-]+|x-content-type-options|x-frame-options|x-dns-prefetch-control|x-download-options|x-permitted-cross-domain-policies|x-xss-protection)$/i.test(
    name,
  );
}

const megabytes = (bytes) => `${Number((bytes / 1048576).toFixed(1))} MB`;

/** Messages for the errors Fastify raises itself, naming what is wrong and what to do. */
const FASTIFY_MESSAGES = {
  FST_ERR_BAD_URL: () => PATH_MESSAGES.encoding,
  FST_ERR_MAX_PARAM_LENGTH: () =>
    'A segment of the path is longer than this server accepts; check the address.',
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    'The request body is not valid JSON; send valid JSON, or another content type.',
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    'The request body is empty but its content type is application/json; send JSON, or no content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: (request) =>
    `The request body is larger than the ${megabytes(
      request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1048576,
    )} limit; send a smaller one.`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    'The request body does not match its Content-Length; send the length of the body sent.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    'This content type is not accepted here; send application/json or text/plain.',
};

/** The status and `{code, message}` body of an error Fastify or a handler raised. */
export function errorAnswer(error, request) {
  const given = error.statusCode;
  const status = typeof given === 'number' && given >= 400 && given < 500 ? given : 500;
  if (status === 500)
    return {
      status,
      body: { code: errorCode(500), message: 'Something went wrong. Please try again.' },
    };
  const message = FASTIFY_MESSAGES[error.code]?.(request) ?? error.message;
  return { status, body: { code: errorCode(status), message } };
}

/** A complete HTTP/1.1 answer, for a socket no Fastify reply exists for; the connection closes. */
export function rawAnswer(status, body, headers) {
  const payload = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(payload)}`,
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${payload}`;
}

/** What Node's HTTP parser refused (Fastify's `clientErrorHandler` gets it), as an answer. */
function clientErrorAnswer(error) {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return [
      431,
      `The request line and headers are larger than the ${maxHeaderSize / 1024} KB this server reads; send a shorter URL or fewer headers.`,
    ];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return [408, 'The request did not arrive in time; send it again.'];
  return [400, 'The request could not be read as HTTP/1.1; check its request line and headers.'];
}

/**
 * Fastify's `frameworkErrors` (a path the router cannot decode, which no hook sees) and
 * `clientErrorHandler` (a request Node's parser refused), answering with `securityHeaders()`.
 */
export function serverErrorOptions(securityHeaders) {
  return {
    frameworkErrors: (error, request, reply) => {
      const { status, body } = errorAnswer(error, request);
      void reply.code(status).headers(securityHeaders()).send(body);
    },
    clientErrorHandler: (error, socket) => {
      if (error.code === 'ECONNRESET' || !socket.writable) return;
      const [status, message] = clientErrorAnswer(error);
      socket.end(rawAnswer(status, { code: errorCode(status), message }, securityHeaders()));
    },
  };
}

/** Answers a malformed path 400 before any route, static file or fallback sees it. */
export function rejectMalformedPaths(app, securityHeaders) {
  app.addHook('onRequest', async (request, reply) => {
    const message = pathProblem(request.url);
    if (message)
      return reply
        .code(400)
        .headers(securityHeaders())
        .send({ code: errorCode(400), message });
  });
}

/** The 404 body of a request no route serves. */
export function notFoundBody(request) {
  const path = request.url.split('?')[0] ?? '';
  return {
    code: errorCode(404),
    message: `Nothing is served at ${request.method} ${path}; check the address.`,
  };
}

/**
 * A server's error answers besides its own routes': malformed paths, Fastify's errors and, unless
 * the server has its own (`notFound: false`), unknown routes.
 */
export function registerErrorAnswers(app, { securityHeaders, notFound = true }) {
  rejectMalformedPaths(app, securityHeaders);
  app.setErrorHandler(async (error, request, reply) => {
    const { status, body } = errorAnswer(error, request);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  if (notFound)
    app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundBody(request)));
}
