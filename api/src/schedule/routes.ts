/**
 * The schedule endpoints (issue #43), at the contract's SCHEDULE_API paths under /api: a day's
 * sessions a page at a time, the event's days, one session with the groups that use it, create,
 * edit and delete. Every one needs EVENT_SETUP_SCHEDULE_WRITE at event scope (spec shell §6:
 * "Schedule ...: write under the event setup group"), reads included; writes are refused on a
 * read-only event by the access hook. Access control and People read the same rows on their next
 * request (neither keeps a copy of sessions, stages or days).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  IdParamSchema,
  type PermissionRequirement,
} from '@console/shared/contract';
import {
  SCHEDULE_API,
  ScheduleConfirmQuerySchema,
  ScheduleDaysSchema,
  ScheduleListQuerySchema,
  ScheduleSessionDetailSchema,
  ScheduleSessionPageSchema,
  SessionWriteSchema,
} from '@console/event-setup-contract';
import type { Db } from '../db/client';
import { activityActor } from '../activity-log/record';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema } from '../http/permissions';
import { listSessions } from '../sessions/queries';
import { scheduleDays } from './days';
import { eventBounds, scheduleEvent } from './schedule-event';
import { createSession, deleteSession, readSession, updateSession } from './sessions';

export const SCHEDULE_REQUIREMENT: PermissionRequirement = {
  anyOf: ['EVENT_SETUP_SCHEDULE_WRITE'],
};

const SessionParamsSchema = EventParamsSchema.extend({ segmentId: IdParamSchema });
const withConflict = { ...errorResponses, 409: ApiErrorSchema };

export const scheduleRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(SCHEDULE_REQUIREMENT) } };
    const tags = ['schedule'];

    app.get(
      SCHEDULE_API.sessionsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: ScheduleListQuerySchema,
          response: { 200: ScheduleSessionPageSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { day, query, limit, offset } = request.query;
        const event = scheduleEvent(request);
        return listSessions(db, event, { query, days: day ? [day] : undefined }, { limit, offset });
      },
    );

    app.post(
      SCHEDULE_API.sessionsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: SessionWriteSchema,
          response: { 201: ScheduleSessionDetailSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const event = scheduleEvent(request);
        const bounds = await eventBounds(db, event);
        return reply
          .code(201)
          .send(await createSession(db, event, bounds, request.body, activityActor(request)));
      },
    );

    app.get(
      SCHEDULE_API.daysRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: ScheduleDaysSchema, ...errorResponses },
        },
      },
      async (request) => {
        const event = scheduleEvent(request);
        return scheduleDays(db, event, await eventBounds(db, event));
      },
    );

    app.get(
      SCHEDULE_API.sessionRoute,
      {
        ...guard,
        schema: {
          tags,
          params: SessionParamsSchema,
          response: { 200: ScheduleSessionDetailSchema, ...errorResponses },
        },
      },
      async (request) => readSession(db, scheduleEvent(request).id, request.params.segmentId),
    );

    app.put(
      SCHEDULE_API.sessionRoute,
      {
        ...guard,
        schema: {
          tags,
          params: SessionParamsSchema,
          querystring: ScheduleConfirmQuerySchema,
          body: SessionWriteSchema,
          response: { 200: ScheduleSessionDetailSchema, ...withConflict },
        },
      },
      async (request) => {
        const event = scheduleEvent(request);
        const bounds = await eventBounds(db, event);
        return updateSession(
          db,
          event,
          bounds,
          request.params.segmentId,
          request.body,
          request.query.confirm === 'true',
          activityActor(request),
        );
      },
    );

    app.delete(
      SCHEDULE_API.sessionRoute,
      {
        ...guard,
        schema: {
          tags,
          params: SessionParamsSchema,
          querystring: ScheduleConfirmQuerySchema,
          response: { 204: z.null(), ...withConflict },
        },
      },
      async (request, reply) => {
        const event = scheduleEvent(request);
        await deleteSession(
          db,
          event.id,
          request.params.segmentId,
          request.query.confirm === 'true',
          activityActor(request),
        );
        return reply.code(204).send(null);
      },
    );
  };
