/**
 * Security headers on every API answer (OWASP ASVS 14.4): JSON answers may not be framed or run
 * anything; the OpenAPI page under /api/docs loads only its own scripts and styles. HSTS only
 * when the API is served over HTTPS (secure cookies on).
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isSecurityHeader } from '../../../scripts/http-errors.mjs';

const API_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const DOCS_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { https }: { https: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    // Set per answer below: the docs page needs its own policy.
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const isDocs = request.url.startsWith('/api/docs');
    reply.header('content-security-policy', isDocs ? DOCS_POLICY : API_POLICY);
    return payload;
  });
}

/**
 * The security headers of a real answer (helmet's and the policy above), read once the app is
 * ready, for the answers written where no hook runs: a path the router cannot decode, a request
 * Node's HTTP parser refuses (scripts/http-errors.mjs).
 */
export async function answeredSecurityHeaders(
  app: FastifyInstance,
): Promise<Record<string, string>> {
  const answer = await app.inject({ method: 'GET', url: '/api/health' });
  return Object.fromEntries(
    Object.entries(answer.headers).flatMap(([name, value]) =>
      isSecurityHeader(name) && typeof value === 'string' ? [[name, value]] : [],
    ),
  );
}
