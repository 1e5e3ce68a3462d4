// Types of serve-app.mjs for the TypeScript that imports it (the e2e tests).
import type { FastifyInstance } from 'fastify';

export interface ServeAppOptions {
  dir: string;
  port: number;
  host?: string;
  cors?: boolean;
  spaFallback?: boolean;
  apiProxy?: boolean | string;
  registry?: boolean;
  logger?: boolean;
}

export function serveApp(
  options: ServeAppOptions,
): Promise<{ app: FastifyInstance; url: string; close: () => Promise<void> }>;
