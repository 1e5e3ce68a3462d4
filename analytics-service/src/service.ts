/**
 * The analytics service: renders an event's dashboards on its own origin for a signed embed
 * token, framed by the console and talking back to it with two messages (spec §2.10).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorAnswers, serverErrorOptions } from '../../scripts/http-errors.mjs';
import { registerAssets } from './assets';
import { registerEmbedRoute } from './embed-route';
import { embedSecretKey, MAX_TOKEN_LENGTH } from './embed-token';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

export interface AnalyticsServiceOptions {
  /** The secret the API signs embed tokens with (HS256). */
  embedSecret: string;
  /** The API's base URL, without /api. */
  apiUrl: string;
  /** The console's origin: the only page that may frame the dashboards. */
  consoleOrigin: string;
  /** Log at this level (none when absent); the token in a path is never logged. */
  logLevel?: string;
}

/** A request's path without its embed token, which is a credential for minutes. */
export function redactedUrl(url: string): string {
  return url.replace(/^\/embed\/[^?#]*/, '/embed/[token]');
}

export async function createAnalyticsService(
  options: AnalyticsServiceOptions,
): Promise<FastifyInstance> {
  const consoleOrigin = new URL(options.consoleOrigin).origin;
  const headers = securityHeaders(consoleOrigin);
  const app = Fastify({
    ...serverErrorOptions(() => headers),
    routerOptions: { maxParamLength: MAX_TOKEN_LENGTH },
    logger: options.logLevel
      ? {
          level: options.logLevel,
          serializers: {
            req: (request) => ({ method: request.method, url: redactedUrl(request.url) }),
          },
        }
      : false,
  });
  registerSecurityHeaders(app, consoleOrigin);
  registerErrorAnswers(app, { securityHeaders: () => headers });
  await registerAssets(app);
  registerEmbedRoute(app, {
    key: embedSecretKey(options.embedSecret),
    apiUrl: options.apiUrl.replace(/\/+$/, ''),
    consoleOrigin,
  });
  app.get('/health', async () => ({ status: 'ok' }));
  return app;
}
