/** The Fastify application: plugins, error handling, auth hooks and every route under /api. */
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTRACT_VERSION } from '@console/shared/contract';
import { approvalRoutes } from './approvals/routes';
import { audienceRoutes } from './audiences/routes';
import { authRoutes } from './auth/routes';
import type { Db } from './db/client';
import { eventRoutes } from './events/routes';
import { registerAuthHooks } from './http/auth-hooks';
import { registerErrorHandling } from './http/errors';
import { integrationRoutes } from './integrations/routes';
import { makeRequireEventPermission } from './http/permissions';

export interface AppOptions {
  db: Db;
  /** Fastify logger option; off by default (tests), main.ts turns it on. */
  logger?: FastifyServerOptions['logger'];
  /** Mark the session cookie Secure (behind HTTPS). */
  secureCookies?: boolean;
}

const HealthResponseSchema = z.object({ status: z.literal('ok'), contractVersion: z.string() });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthResponseSchema } } },
    async () => ({
      status: 'ok' as const,
      contractVersion: CONTRACT_VERSION,
    }),
  );
};

export async function buildApp({
  db,
  logger = false,
  secureCookies = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(fastifyCookie);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Organizer Console API', version: CONTRACT_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const cookies = { secure: secureCookies };
  registerAuthHooks(app, db, cookies);
  const requireEventPermission = makeRequireEventPermission(db);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes(db, cookies));
      await api.register(eventRoutes(db, requireEventPermission));
      await api.register(audienceRoutes(db, requireEventPermission));
      await api.register(integrationRoutes(db, requireEventPermission));
      await api.register(approvalRoutes(db, requireEventPermission));
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}
