/**
 * The activity log's endpoints (issue #46), at ACTIVITY_LOG_API under /api: a page of entries,
 * the CSV of the same filter and the people of the person filter. Readable with any write
 * permission of the event; a user sees only the entries of the areas they may write
 * (readableAreas). There is no route that changes an entry: the log is written only by
 * recordActivity, inside the writes it records.
 */
import type { ColumnOption } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTIVITY_LOG_API,
  ACTIVITY_LOG_FILE_NAME,
  ActivityLogFiltersSchema,
  ActivityLogPageSchema,
  ActivityLogPeopleSchema,
  ActivityLogQuerySchema,
  readableAreas,
} from '@console/activity-log-contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { sendCsv } from '../http/csv';
import { errorResponses } from '../http/errors';
import { EventParamsSchema, grantedAccess } from '../http/permissions';
import { readLogPeople } from './people';
import { ACTIVITY_LOG_REQUIREMENT } from './permission';
import { logChunks, logWhere, readLogPage } from './queries';

const CSV_COLUMNS: ColumnOption[] = [
  { key: 'occurredAt', header: 'When' },
  { key: 'actor', header: 'Who' },
  { key: 'area', header: 'Area' },
  { key: 'action', header: 'Action' },
  { key: 'targetType', header: 'Target type' },
  { key: 'targetId', header: 'Target id' },
  { key: 'targetLabel', header: 'Target' },
  { key: 'summary', header: 'Summary' },
  { key: 'before', header: 'Before' },
  { key: 'after', header: 'After' },
];

/** The event's id and the areas the request's user may read. */
function readerOf(request: FastifyRequest) {
  const { event, role } = grantedAccess(request);
  return { eventId: event.id, areas: readableAreas(role.permissions) };
}

export const activityLogRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = { config: { access: eventAccess(ACTIVITY_LOG_REQUIREMENT) } };
    const tags = ['activity-log'];

    app.get(
      ACTIVITY_LOG_API.listRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: ActivityLogQuerySchema,
          response: { 200: ActivityLogPageSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { eventId, areas } = readerOf(request);
        const { offset, limit, ...filters } = request.query;
        return readLogPage(db, eventId, areas, filters, { offset, limit });
      },
    );

    app.get(
      ACTIVITY_LOG_API.csvRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: ActivityLogFiltersSchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const { eventId, areas } = readerOf(request);
        const where = logWhere(eventId, areas, request.query);
        async function* records() {
          for await (const chunk of logChunks(db, where))
            for (const entry of chunk)
              yield {
                occurredAt: entry.occurredAt,
                actor: entry.actor.name,
                area: entry.area,
                action: entry.action,
                targetType: entry.target.type,
                targetId: entry.target.id,
                targetLabel: entry.target.label,
                summary: entry.summary,
                before: entry.before === null ? '' : JSON.stringify(entry.before),
                after: entry.after === null ? '' : JSON.stringify(entry.after),
              };
        }
        return sendCsv(reply, ACTIVITY_LOG_FILE_NAME, CSV_COLUMNS, records);
      },
    );

    app.get(
      ACTIVITY_LOG_API.peopleRoute,
      {
        ...guard,
        schema: {
          tags,
          params: EventParamsSchema,
          response: { 200: ActivityLogPeopleSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { eventId, areas } = readerOf(request);
        return readLogPeople(db, eventId, areas);
      },
    );
  };
