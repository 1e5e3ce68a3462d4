/**
 * GET /api/events/:eventId/jobs/:jobId: any job of any feature, in the contract's JobSchema.
 * 401 without a session; 404 for an unknown event; 403 without a role on the event or without
 * the permission the job's kind declares (any kind's, when the job is unknown); then 404 for a
 * job that is not this event's.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, JOB_API, JobSchema } from '@console/shared/contract';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { errorResponses, notFound } from '../http/errors';
import { EventParamsSchema, type RequireEventPermission } from '../http/permissions';
import type { JobRegistry } from './registry';
import { jobs } from './schema';
import { toWireJob } from './wire';

const JobParamsSchema = EventParamsSchema.extend({ jobId: IdParamSchema });

const JOB_PATH = JOB_API.job(0, 0).replace('/events/0/jobs/0', '/events/:eventId/jobs/:jobId');

export const jobRoutes =
  (
    db: Db,
    registry: JobRegistry,
    requireEventPermission: RequireEventPermission,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      JOB_PATH,
      {
        // Any kind's permission gets as far as the job; then the job's own kind decides.
        config: { access: eventAccess(registry.anyReadPermission()) },
        schema: {
          tags: ['jobs'],
          params: JobParamsSchema,
          response: { 200: JobSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { eventId, jobId } = request.params;
        const [job] = await db
          .select()
          .from(jobs)
          .where(and(eq(jobs.id, jobId), eq(jobs.eventId, eventId)));
        const kind = job ? registry.find(job.kind) : undefined;
        await requireEventPermission(kind?.readPermission ?? registry.anyReadPermission())(request);
        if (!job || !kind) throw notFound('Job');
        return toWireJob(job);
      },
    );
  };
