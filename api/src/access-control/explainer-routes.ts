/**
 * The effective-access explainer (people search, one registrant's access) and the current user's
 * mapped groups and day mappings (spec people §7), both answered by the contract's resolver.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCESS_API,
  EffectiveAccessSchema,
  MyAccessSchema,
  PersonSearchResultSchema,
} from '@console/access-control-contract';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { currentAuth } from '../http/auth-hooks';
import { errorResponses } from '../http/errors';
import { EventParamsSchema } from '../http/permissions';
import { accessEvent, ACCESS_REQUIREMENT } from './access-event';
import { explainRegistration, myAccess } from './explain';
import { PeopleQuerySchema, RegistrationParamsSchema } from './params';
import { searchPeople } from './people';

export const accessExplainerRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(ACCESS_REQUIREMENT) } };
    const tags = ['access-control'];

    app.get(
      ACCESS_API.peopleRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: PeopleQuerySchema,
          response: { 200: PersonSearchResultSchema, ...errorResponses },
        },
      },
      async (request) => searchPeople(db, accessEvent(request).id, request.query.q),
    );

    app.get(
      ACCESS_API.explainRoute,
      {
        ...guard,
        schema: {
          tags,
          params: RegistrationParamsSchema,
          response: { 200: EffectiveAccessSchema, ...errorResponses },
        },
      },
      async (request) =>
        explainRegistration(db, accessEvent(request), request.params.registrationId),
    );

    app.get(
      ACCESS_API.myAccessRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: MyAccessSchema, ...errorResponses },
        },
      },
      async (request) => myAccess(db, accessEvent(request), currentAuth(request).user.email),
    );
  };
