/** GET /api/events/:eventId/outbox: the event's emails, newest first, a page at a time. */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OUTBOX_API,
  OUTBOX_REQUIREMENT,
  OutboxListSchema,
  OutboxQuerySchema,
  type OutboxEmail,
} from '@console/shared/contract';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { errorResponses } from '../http/errors';
import { EventParamsSchema } from '../http/permissions';
import { emailOutbox } from './schema';
import { EMAIL_RETRY } from './sender';

type OutboxRow = typeof emailOutbox.$inferSelect;

function statusOf(row: OutboxRow): OutboxEmail['status'] {
  if (row.sentAt) return 'SENT';
  return row.attempts >= EMAIL_RETRY.maxAttempts ? 'FAILED' : 'QUEUED';
}

export const emailRoutes =
  (db: Db, { deliveryConfigured }: { deliveryConfigured: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      OUTBOX_API.list(0).replace('/events/0', '/events/:eventId'),
      {
        config: { access: eventAccess(OUTBOX_REQUIREMENT) },
        schema: {
          tags: ['email'],
          params: EventParamsSchema,
          querystring: OutboxQuerySchema,
          response: { 200: OutboxListSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { eventId } = request.params;
        const { before, limit } = request.query;
        // Keyset on (event_id, id): the same cost for the first page and the thousandth.
        const rows = await db
          .select()
          .from(emailOutbox)
          .where(
            before === undefined
              ? eq(emailOutbox.eventId, eventId)
              : and(eq(emailOutbox.eventId, eventId), lt(emailOutbox.id, before)),
          )
          .orderBy(desc(emailOutbox.id))
          .limit(limit + 1);
        const page = rows.slice(0, limit);
        return {
          emails: page.map((row) => ({
            emailId: row.id,
            to: row.to,
            subject: row.subject,
            body: row.body,
            template: row.template,
            createdAt: row.createdAt.toISOString(),
            status: statusOf(row),
            sentAt: row.sentAt?.toISOString() ?? null,
            attempts: row.attempts,
            lastError: row.lastError,
          })),
          nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
          deliveryConfigured,
        };
      },
    );
  };
