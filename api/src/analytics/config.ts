/**
 * Where the analytics service lives and the secret embed tokens are signed with. The service
 * verifies the same tokens, so both processes must share ANALYTICS_EMBED_SECRET; without one the
 * API invents a secret per process (fine for tests, useless for a separate service).
 */
import { randomBytes } from 'node:crypto';

export interface AnalyticsConfig {
  /** HS256 key of embed tokens, shared with the analytics service. */
  embedSecret: string;
  /** The analytics service's origin: embed URLs are `${serviceUrl}/embed/<token>`. */
  serviceUrl: string;
  /** The console's origin, the only one an embed posts its messages to. */
  consoleOrigin: string;
}

export const DEFAULT_ANALYTICS_SERVICE_URL = 'http://localhost:3006';
export const DEFAULT_CONSOLE_ORIGIN = 'http://localhost:3000';

const randomSecret = () => randomBytes(32).toString('base64url');

/** Random secret and the local defaults (buildApp without analytics options). */
export function defaultAnalyticsConfig(): AnalyticsConfig {
  return {
    embedSecret: randomSecret(),
    serviceUrl: DEFAULT_ANALYTICS_SERVICE_URL,
    consoleOrigin: DEFAULT_CONSOLE_ORIGIN,
  };
}

/** ANALYTICS_EMBED_SECRET, ANALYTICS_SERVICE_URL, CONSOLE_ORIGIN; warns when the secret is unset. */
export function analyticsConfigFromEnv(
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void,
): AnalyticsConfig {
  const secret = env.ANALYTICS_EMBED_SECRET;
  if (!secret)
    warn(
      'ANALYTICS_EMBED_SECRET is not set: embed tokens are signed with a random secret of this process, so embedded dashboards work only if the analytics service is given the same secret.',
    );
  return {
    embedSecret: secret || randomSecret(),
    serviceUrl: env.ANALYTICS_SERVICE_URL || DEFAULT_ANALYTICS_SERVICE_URL,
    consoleOrigin: env.CONSOLE_ORIGIN || DEFAULT_CONSOLE_ORIGIN,
  };
}
