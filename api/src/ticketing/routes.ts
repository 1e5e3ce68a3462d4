/**
 * The ticketing endpoints (issue #42), at the contract's TICKETING_API paths under /api: ticket
 * types and coupons listed, read, created and edited. Every one needs REGISTRATION_TICKETING_WRITE
 * at event scope (§6: "Tickets, coupons, ...: ticketing write"); writes are refused on a read-only
 * event by the access hook. An id of another event is a 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, IdParamSchema } from '@console/shared/contract';
import {
  CouponCreateSchema,
  CouponListQuerySchema,
  CouponPageSchema,
  CouponPatchSchema,
  CouponSchema,
  TICKETING_API,
  TicketCreateSchema,
  TicketListSchema,
  TicketPatchSchema,
  TicketSchema,
} from '@console/registration-contract';
import type { Db } from '../db/client';
import { activityActor } from '../activity-log/record';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema } from '../http/permissions';
import { createCoupon, listCoupons, patchCoupon, readCoupon } from './coupons';
import { TICKETING_REQUIREMENT } from './permission';
import { createTicket, listTickets, patchTicket, readTicket } from './ticket-types';

const withConflict = { ...errorResponses, 409: ApiErrorSchema };
const TicketParamsSchema = EventParamsSchema.extend({ ticketTypeId: IdParamSchema });
const CouponParamsSchema = EventParamsSchema.extend({ couponId: IdParamSchema });

export const ticketingRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(TICKETING_REQUIREMENT) } };
    const tags = ['ticketing'];

    app.get(
      TICKETING_API.ticketTypesRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: TicketListSchema, ...errorResponses },
        },
      },
      async (request) => ({
        ticketTypes: await listTickets(db, request.params.eventId, new Date()),
      }),
    );

    app.post(
      TICKETING_API.ticketTypesRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: TicketCreateSchema,
          response: { 201: TicketSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createTicket(
              db,
              request.params.eventId,
              request.body,
              new Date(),
              activityActor(request),
            ),
          ),
    );

    app.get(
      TICKETING_API.ticketTypeRoute,
      {
        ...guard,
        schema: {
          tags,
          params: TicketParamsSchema,
          response: { 200: TicketSchema, ...errorResponses },
        },
      },
      async (request) =>
        readTicket(db, request.params.eventId, request.params.ticketTypeId, new Date()),
    );

    app.patch(
      TICKETING_API.ticketTypeRoute,
      {
        ...guard,
        schema: {
          tags,
          params: TicketParamsSchema,
          body: TicketPatchSchema,
          response: { 200: TicketSchema, ...withConflict },
        },
      },
      async (request) =>
        patchTicket(
          db,
          request.params.eventId,
          request.params.ticketTypeId,
          request.body,
          new Date(),
          activityActor(request),
        ),
    );

    app.get(
      TICKETING_API.couponsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: CouponListQuerySchema,
          response: { 200: CouponPageSchema, ...errorResponses },
        },
      },
      async (request) => listCoupons(db, request.params.eventId, request.query),
    );

    app.post(
      TICKETING_API.couponsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: CouponCreateSchema,
          response: { 201: CouponSchema, ...withConflict },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createCoupon(db, request.params.eventId, request.body, activityActor(request)),
          ),
    );

    app.get(
      TICKETING_API.couponRoute,
      {
        ...guard,
        schema: {
          tags,
          params: CouponParamsSchema,
          response: { 200: CouponSchema, ...errorResponses },
        },
      },
      async (request) => readCoupon(db, request.params.eventId, request.params.couponId),
    );

    app.patch(
      TICKETING_API.couponRoute,
      {
        ...guard,
        schema: {
          tags,
          params: CouponParamsSchema,
          body: CouponPatchSchema,
          response: { 200: CouponSchema, ...withConflict },
        },
      },
      async (request) =>
        patchCoupon(
          db,
          request.params.eventId,
          request.params.couponId,
          request.body,
          activityActor(request),
        ),
    );
  };
