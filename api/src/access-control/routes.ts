/**
 * Access control (spec people §2-§4, §7) at the contract's ACCESS_API paths under /api: every
 * endpoint needs PEOPLE_ACCESS_CONTROL_WRITE at event scope, writes an organizer of an open event
 * (http/access.ts), and answers 404 on webinars and series (access-event.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { accessExplainerRoutes } from './explainer-routes';
import { accessGroupRoutes } from './group-routes';
import { accessSessionRoutes } from './session-routes';

export const accessControlRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(accessGroupRoutes(db));
    await app.register(accessSessionRoutes(db));
    await app.register(accessExplainerRoutes(db));
  };
