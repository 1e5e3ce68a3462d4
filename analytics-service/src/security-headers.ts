/**
 * Headers on every answer. The pages run only this origin's script and styles (the JSON data
 * block is never executed, so it needs no script-src), load nothing else, and may be framed only
 * by the console.
 */
import type { FastifyInstance } from 'fastify';

function contentSecurityPolicy(consoleOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${consoleOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function securityHeaders(consoleOrigin: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(consoleOrigin),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, consoleOrigin: string): void {
  const headers = securityHeaders(consoleOrigin);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
