/** The custom groups feature's routes (spec people §7 "Custom groups"), at CUSTOM_GROUP_API's paths. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { customAudienceRoutes } from './audience-routes';
import { customGroupRoutes } from './group-routes';

export const customGroupsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(customGroupRoutes(db));
    await app.register(customAudienceRoutes(db));
  };
