#!/usr/bin/env node
/**
 * A small production server for one built app.
 * - a remote: its dist with CORS `*` (the shell loads it from another origin);
 * - the shell: its dist with SPA fallback to index.html, `/api/*` proxied to API_URL, and
 *   `GET /registry.json`, the remote registry (REMOTE_REGISTRY_FILE re-read on every request).
 * Files are sent precompressed (brotli or gzip, as the build wrote them) when the browser
 * accepts it; content-hashed files are immutable, everything else is revalidated. Errors are the
 * API's `{code, message}` JSON with the security headers (http-errors.mjs); a malformed path is a
 * 400, never a file or the SPA page.
 *
 * CLI: node scripts/serve-app.mjs <dir> --port 3000 [--shell] [--cors] [--spa] [--api-proxy] [--registry]
 *      (--shell = --spa --api-proxy --registry)
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import fastifyHttpProxy from '@fastify/http-proxy';

import {
  REMOTE_CONTENT_SECURITY_POLICY,
  baseSecurityHeaders,
  embedOrigins,
  registryOrigins,
  shellContentSecurityPolicy,
} from './security-headers.mjs';
import { notFoundBody, registerErrorAnswers, serverErrorOptions } from './http-errors.mjs';

const require = createRequire(import.meta.url);
/** The API's body limit (Fastify's default, 1 MiB). */
const API_BODY_LIMIT_BYTES = 1048576;
/** File uploads (multipart): the invite CSV's 25 MiB and the form's own bytes. */
const API_UPLOAD_LIMIT_BYTES = 26 * 1048576;
const { readRegistry } = require('../tools/build/src/registry.cjs');

/** The registry for a CSP; an unreadable one allows no remote (and /registry.json says why). */
function safeRegistry() {
  try {
    return readRegistry(process.env);
  } catch {
    return { remotes: [] };
  }
}

/**
 * @param {{ dir: string, port: number, host?: string, cors?: boolean, spaFallback?: boolean,
 *   apiProxy?: boolean | string, registry?: boolean, logger?: boolean }} options
 * @returns {Promise<{ app: import('fastify').FastifyInstance, url: string, close: () => Promise<void> }>}
 */
export async function serveApp({
  dir,
  port,
  host = process.env.HOST || 'localhost',
  cors = false,
  spaFallback = false,
  apiProxy = false,
  registry = false,
  logger = false,
}) {
  const root = path.resolve(dir);
  const contentSecurityPolicy = () =>
    registry
      ? shellContentSecurityPolicy(registryOrigins(safeRegistry()), embedOrigins())
      : REMOTE_CONTENT_SECURITY_POLICY;
  /** Every answer's: files, fallbacks, errors, and those Node's parser refuses. */
  const securityHeaders = () => ({
    ...baseSecurityHeaders({ crossOrigin: cors }),
    'content-security-policy': contentSecurityPolicy(),
  });
  const app = Fastify({ logger, ...serverErrorOptions(securityHeaders) });
  registerErrorAnswers(app, { securityHeaders, notFound: false });

  if (cors) await app.register(fastifyCors, { origin: '*' });

  if (apiProxy) {
    const upstream =
      typeof apiProxy === 'string' ? apiProxy : process.env.API_URL || 'http://127.0.0.1:4000';
    // A body over the API's limit is answered here, before it is streamed: the API would
    // refuse it mid-upload and the proxy would fail on the closed socket.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const length = Number(request.headers['content-length'] ?? 0);
      const isUpload = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
      const limit = isUpload ? API_UPLOAD_LIMIT_BYTES : API_BODY_LIMIT_BYTES;
      if (length > limit) {
        return reply.code(413).send({
          code: 'PAYLOAD_TOO_LARGE',
          message: `The request body is ${(length / 1048576).toFixed(1)} MB; the limit is ${limit / 1048576} MB.`,
        });
      }
    });
    await app.register(fastifyHttpProxy, {
      upstream,
      prefix: '/api',
      rewritePrefix: '/api',
      http1: true,
      replyOptions: {
        // The API reads the client's address from here (login throttling, sessions list), from
        // this server only (TRUST_PROXY, start.mjs). Replaced, not appended: a client's own
        // X-Forwarded-For never reaches the API.
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': request.ip,
        }),
        onError: (reply) => {
          reply.code(502).send({
            code: 'API_UNAVAILABLE',
            message: 'The console could not reach its API. Try again in a moment.',
          });
        },
      },
    });
  }

  if (registry) {
    app.get('/registry.json', async (_request, reply) => {
      try {
        reply.header('cache-control', 'no-cache');
        return readRegistry(process.env);
      } catch (error) {
        return reply.code(500).send({
          code: 'REGISTRY_UNREADABLE',
          message: `The remote registry could not be read: ${String(error)}`,
        });
      }
    });
  }

  // Every answer, files, fallbacks, errors and proxied API answers alike (the API sets its own
  // CSP, which is kept).
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders({ crossOrigin: cors }))) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy());
    }
    return payload;
  });

  // The build writes .br and .gz beside each file; the one the browser accepts is sent.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
  });

  // Unhashed entry points (index.html, remoteEntry.js, mf-manifest.json, the registry) are
  // always revalidated, so a redeployed remote is picked up; content-hashed files are cached for
  // good.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) {
      const file = (request.url.split('?')[0] ?? '').split('/').pop() ?? '';
      reply.header(
        'cache-control',
        /\.[0-9a-f]{8}\.[a-z0-9]+$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    const looksLikeFile = path.extname(request.url.split('?')[0] ?? '') !== '';
    if (
      spaFallback &&
      request.method === 'GET' &&
      !looksLikeFile &&
      !request.url.startsWith('/api/')
    ) {
      if (accept.includes('text/html') || accept.includes('*/*') || accept === '') {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
    }
    return reply.code(404).send(notFoundBody(request));
  });

  await app.listen({ port, host });
  const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  return { app, url, close: () => app.close() };
}

function parseArgs(argv) {
  const options = {
    dir: undefined,
    port: undefined,
    cors: false,
    spaFallback: false,
    apiProxy: false,
    registry: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--port') options.port = Number(argv[++i]);
    else if (arg === '--host') options.host = argv[++i];
    else if (arg === '--cors') options.cors = true;
    else if (arg === '--spa') options.spaFallback = true;
    else if (arg === '--api-proxy') options.apiProxy = true;
    else if (arg === '--registry') options.registry = true;
    else if (arg === '--shell')
      Object.assign(options, { spaFallback: true, apiProxy: true, registry: true });
    else if (arg === '--remote') options.cors = true;
    else if (!arg.startsWith('--')) options.dir = arg;
    else throw new Error(`Unknown option ${arg}`);
  }
  if (!options.dir || !Number.isInteger(options.port)) {
    throw new Error(
      'Usage: serve-app.mjs <dist dir> --port <n> [--shell | --remote] [--cors] [--spa] [--api-proxy] [--registry]',
    );
  }
  return options;
}

// No top-level await: the e2e tests load this module through require().
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  Promise.resolve()
    .then(() => serveApp(parseArgs(process.argv.slice(2))))
    .then(({ url }) => console.log(`Serving ${process.argv[2]} at ${url}`))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
