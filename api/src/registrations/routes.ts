/**
 * Registrants by hand, for People > Attendees (PEOPLE_ATTENDEES_WRITE): register someone as
 * REGISTERED (POST), read one (GET) and change one (PATCH). The flow and tickets must be the
 * event's, the role one of the event's roles (no SPONSOR on a webinar), the answers fit the
 * event's registration form and cover what the flow requires. The list of registrants is the
 * audience list's attendees endpoint (AUDIENCE_LIST_API, paged, searched by name and email).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  IdParamSchema,
  type PermissionRequirement,
} from '@console/shared/contract';
import type { Db } from '../db/client';
import { activityActor } from '../activity-log/record';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import {
  CreateRegistrationRequestSchema,
  CreateRegistrationResponseSchema,
  RegistrantSchema,
  REGISTRATION_API,
  UpdateRegistrationRequestSchema,
} from '@console/people-contract';
import { createRegistration } from './create';
import { loadRegistrant } from './registrant';
import { updateRegistration } from './update';

const ATTENDEES: PermissionRequirement = { anyOf: ['PEOPLE_ATTENDEES_WRITE'] };
const RegistrationParamsSchema = EventParamsSchema.extend({ registrationId: IdParamSchema });
const withConflict = { ...errorResponses, 409: ApiErrorSchema };

export const registrationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(ATTENDEES) } };
    const tags = ['registrations'];

    app.post(
      REGISTRATION_API.createRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: CreateRegistrationRequestSchema,
          response: { 201: CreateRegistrationResponseSchema, ...withConflict },
        },
      },
      async (request, reply) => {
        const registrationId = await createRegistration(
          db,
          grantedAccess(request).event,
          request.body,
          activityActor(request),
        );
        return reply.code(201).send({ registrationId });
      },
    );

    app.get(
      REGISTRATION_API.registrationRoute,
      {
        ...guard,
        schema: {
          tags,
          params: RegistrationParamsSchema,
          response: { 200: RegistrantSchema, ...errorResponses },
        },
      },
      async (request) =>
        loadRegistrant(db, grantedAccess(request).event.id, request.params.registrationId),
    );

    app.patch(
      REGISTRATION_API.registrationRoute,
      {
        ...guard,
        schema: {
          tags,
          params: RegistrationParamsSchema,
          body: UpdateRegistrationRequestSchema,
          response: { 200: RegistrantSchema, ...withConflict },
        },
      },
      async (request) => {
        const { event } = grantedAccess(request);
        await updateRegistration(
          db,
          event,
          request.params.registrationId,
          request.body,
          activityActor(request),
        );
        return loadRegistrant(db, event.id, request.params.registrationId);
      },
    );
  };
