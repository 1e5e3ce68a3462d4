/**
 * The service's settings from the environment. The embed secret has no default: without the
 * API's secret every token would be refused, so the service does not start.
 */
export interface ServiceConfig {
  port: number;
  host: string;
  apiUrl: string;
  consoleOrigin: string;
  embedSecret: string;
  logLevel: string;
}

export type ConfigResult = { ok: true; config: ServiceConfig } | { ok: false; error: string };

export const CONFIG_DEFAULTS = {
  port: 3006,
  host: '127.0.0.1',
  apiUrl: 'http://127.0.0.1:4000',
  consoleOrigin: 'http://localhost:3000',
  logLevel: 'info',
} as const;

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function readConfig(env: Record<string, string | undefined>): ConfigResult {
  const embedSecret = env.ANALYTICS_EMBED_SECRET ?? '';
  if (embedSecret.trim() === '') {
    return {
      ok: false,
      error:
        'ANALYTICS_EMBED_SECRET is not set: set it to the secret the API signs embed tokens with (the API reads the same variable).',
    };
  }
  const port = Number(env.PORT ?? CONFIG_DEFAULTS.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    return { ok: false, error: `PORT must be a port number, not "${env.PORT}".` };
  }
  const apiUrl = env.API_URL ?? CONFIG_DEFAULTS.apiUrl;
  if (!isHttpUrl(apiUrl))
    return { ok: false, error: `API_URL must be an http(s) URL, not "${apiUrl}".` };
  const consoleOrigin = env.CONSOLE_ORIGIN ?? CONFIG_DEFAULTS.consoleOrigin;
  if (!isHttpUrl(consoleOrigin)) {
    return {
      ok: false,
      error: `CONSOLE_ORIGIN must be an http(s) origin, not "${consoleOrigin}".`,
    };
  }
  return {
    ok: true,
    config: {
      port,
      host: env.HOST ?? CONFIG_DEFAULTS.host,
      apiUrl,
      consoleOrigin: new URL(consoleOrigin).origin,
      embedSecret,
      logLevel: env.LOG_LEVEL ?? CONFIG_DEFAULTS.logLevel,
    },
  };
}
