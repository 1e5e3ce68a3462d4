/**
 * POST /api/events/:eventId/registrations (PEOPLE_ATTENDEES_WRITE): registers someone as REGISTERED
 * from the console. The flow and ticket type must be the event's, the role one of the event's
 * roles (no SPONSOR on a webinar), the answers fit the event's registration form. A custom
 * group's filter then sees the registrant at once (an ACTIVE group has them with no action).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rolesForEventType, type PermissionRequirement } from '@console/shared/contract';
import type { Db } from '../db/client';
import { registrationFlows, registrations, ticketTypes } from '../db/schema';
import { eventAccess } from '../http/access';
import { badField, errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import {
  CreateRegistrationRequestSchema,
  CreateRegistrationResponseSchema,
  REGISTRATION_API,
} from '@console/people-contract';
import { storedAnswers } from './answers';

const ATTENDEES: PermissionRequirement = { anyOf: ['PEOPLE_ATTENDEES_WRITE'] };

export const REGISTRATION_ERRORS = {
  flow: 'Not a registration flow of this event',
  ticketType: 'Not a ticket type of this event',
  role: 'Not a role of this event',
} as const;

async function belongs(
  db: Db,
  table: typeof registrationFlows | typeof ticketTypes,
  id: number,
  eventId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}

export const registrationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      REGISTRATION_API.createRoute,
      {
        config: { access: eventAccess(ATTENDEES) },
        schema: {
          tags: ['registrations'],
          params: EventParamsSchema,
          body: CreateRegistrationRequestSchema,
          response: { 201: CreateRegistrationResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { event } = grantedAccess(request);
        const body = request.body;
        if (!(await belongs(db, registrationFlows, body.flowId, event.id)))
          throw badField('flowId', REGISTRATION_ERRORS.flow);
        if (
          body.ticketTypeId !== null &&
          !(await belongs(db, ticketTypes, body.ticketTypeId, event.id))
        )
          throw badField('ticketTypeId', REGISTRATION_ERRORS.ticketType);
        if (!rolesForEventType(event.type).includes(body.role))
          throw badField('role', REGISTRATION_ERRORS.role);
        const customField = await storedAnswers(db, event.id, body.customField);
        const [row] = await db
          .insert(registrations)
          .values({
            eventId: event.id,
            flowId: body.flowId,
            ticketTypeId: body.ticketTypeId,
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            role: body.role,
            status: 'REGISTERED',
            customField,
          })
          .returning({ id: registrations.id });
        if (!row) throw new Error('insert returned no registration');
        return reply.code(201).send({ registrationId: row.id });
      },
    );
  };
