/**
 * The abandoned-registration endpoints (spec people §2, §7), at the contract's ABANDONED_API
 * paths under /api. Every one needs PEOPLE_ATTENDEES_WRITE at event scope; the delete and the
 * reminder are writes, refused on a read-only event by the access hook; the reminder's preview
 * is a POST that only reads.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, IdParamSchema, textSchema } from '@console/shared/contract';
import type { Db } from '../db/client';
import { countWhere } from '../db/query-helpers';
import { registrationFlows, ticketTypes } from '../db/schema';
import { eventAccess } from '../http/access';
import { arrayQueryParams } from '../http/array-query-params';
import { sendCsv } from '../http/csv';
import { errorResponses, notFound } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import { deleteWhere, remindWhere } from './actions';
import { previewReminder } from './reminder-preview';
import { ABANDONED_CSV_COLUMNS, csvRecords } from './csv';
import { abandonedWhere } from './filter';
import { ABANDONED_REQUIREMENT } from './permission';
import { abandonedRegistrations } from './schema';
import { allRows, selectDetail, selectPage } from './queries';
import { selectionWhere } from './selection';
import {
  ABANDONED_API,
  ABANDONED_CSV_FILE,
  AbandonedActionResultSchema,
  AbandonedActionSchema,
  AbandonedCsvQuerySchema,
  AbandonedDetailSchema,
  AbandonedFilterOptionsSchema,
  AbandonedListQuerySchema,
  AbandonedListResponseSchema,
  AbandonedReminderPreviewSchema,
} from '@console/people-contract';

const arrays = arrayQueryParams('flowIds', 'ticketTypeIds');
const csvArrays = arrayQueryParams('flowIds', 'ticketTypeIds', 'ids');
const DetailParamsSchema = EventParamsSchema.extend({
  flowId: IdParamSchema,
  flowContextId: textSchema(100).min(1),
});
const withConflict = { ...errorResponses, 409: ApiErrorSchema };

export const abandonedRegistrationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(ABANDONED_REQUIREMENT) } };
    const tags = ['abandoned-registrations'];

    app.get(
      ABANDONED_API.listRoute,
      {
        ...guard,
        preValidation: arrays,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: AbandonedListQuerySchema,
          response: { 200: AbandonedListResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { pageNo, pageSize, ...filter } = request.query;
        const where = abandonedWhere(request.params.eventId, filter);
        const [items, totalCount] = await Promise.all([
          selectPage(db, where, { limit: pageSize, offset: (pageNo - 1) * pageSize }),
          countWhere(db, abandonedRegistrations, where),
        ]);
        return { items, totalCount };
      },
    );

    app.get(
      ABANDONED_API.filtersRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: AbandonedFilterOptionsSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { eventId } = request.params;
        const [flows, tickets] = await Promise.all([
          db
            .select({ flowId: registrationFlows.id, name: registrationFlows.name })
            .from(registrationFlows)
            .where(eq(registrationFlows.eventId, eventId))
            .orderBy(asc(registrationFlows.id)),
          db
            .select({ ticketTypeId: ticketTypes.id, name: ticketTypes.name })
            .from(ticketTypes)
            .where(eq(ticketTypes.eventId, eventId))
            .orderBy(asc(ticketTypes.id)),
        ]);
        return { flows, ticketTypes: tickets };
      },
    );

    app.get(
      ABANDONED_API.csvRoute,
      {
        ...guard,
        preValidation: csvArrays,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: AbandonedCsvQuerySchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const { event } = grantedAccess(request);
        const where = abandonedWhere(event.id, request.query);
        return sendCsv(reply, ABANDONED_CSV_FILE, ABANDONED_CSV_COLUMNS, () =>
          csvRecords(allRows(db, where), event.tz),
        );
      },
    );

    app.get(
      ABANDONED_API.detailRoute,
      {
        ...guard,
        schema: {
          tags,
          params: DetailParamsSchema,
          response: { 200: AbandonedDetailSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { eventId, flowId, flowContextId } = request.params;
        const detail = await selectDetail(db, eventId, flowId, flowContextId);
        if (!detail) throw notFound('Abandoned registration');
        return detail;
      },
    );

    app.post(
      ABANDONED_API.deletionsRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: AbandonedActionSchema,
          response: { 200: AbandonedActionResultSchema, ...errorResponses },
        },
      },
      async (request) => {
        const where = await selectionWhere(db, request.params.eventId, request.body);
        return { count: await deleteWhere(db, where) };
      },
    );

    app.post(
      ABANDONED_API.remindersRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          body: AbandonedActionSchema,
          response: { 200: AbandonedActionResultSchema, ...withConflict },
        },
      },
      async (request) => {
        const where = await selectionWhere(db, request.params.eventId, request.body);
        return { count: await remindWhere(db, request.params.eventId, where) };
      },
    );

    app.post(
      ABANDONED_API.reminderPreviewRoute,
      {
        config: { access: eventAccess(ABANDONED_REQUIREMENT, { isQuery: true }) },
        schema: {
          tags,
          params: EventParamsSchema,
          body: AbandonedActionSchema,
          response: { 200: AbandonedReminderPreviewSchema, ...withConflict },
        },
      },
      async (request) => {
        const { event } = grantedAccess(request);
        const where = await selectionWhere(db, event.id, request.body);
        return previewReminder(db, event, where);
      },
    );
  };
