/**
 * The import side: upload a CSV (kept server side, named by a file URL, within the event's
 * storage cap), download it again, start an import job, poll it by file URL, resume it when it
 * ran out of attempts, and download the rows it refused (until the retention deletes them).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, and, eq, gt } from 'drizzle-orm';
import { ApiErrorSchema, ERROR_CODES } from '@console/shared/contract';
import type { Db } from '../db/client';
import { eventAccess } from '../http/access';
import { currentAuth } from '../http/auth-hooks';
import { activityActor } from '../activity-log/record';
import { ApiError, errorResponses, notFound } from '../http/errors';
import { EventParamsSchema } from '../http/permissions';
import { sendCsv, UTF8_BOM } from '../http/csv';
import { attachmentOf, findFileByToken, storeUploadedFile } from './files';
import { FileParamsSchema, ImportJobParamsSchema } from './inputs';
import { resumeImport } from './import-resume';
import { startImport } from './import-start';
import { readStoredInviteCsv } from './import-records';
import { findImportJob, importStatusOf, latestImportOf, purgedRefusals } from './import-status';
import { INVITE_LIST_REQUIREMENT } from './permission';
import { inviteImportFailures } from './schema';
import { readUploadedCsv } from './upload';
import type { UploadPolicy } from './upload-policy';
import {
  ImportInviteListBodySchema,
  ImportStatusQuerySchema,
  ImportStatusSchema,
  INVITE_IMPORT_LOG_FILE_NAME,
  INVITE_LIST_API,
  PEOPLE_EXTRA_MESSAGES,
  UploadedFileSchema,
} from '@console/people-contract';

const LOG_CHUNK = 1000;

export const importRoutes =
  (db: Db, policy: UploadPolicy): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { access: eventAccess(INVITE_LIST_REQUIREMENT) };
    const tags = ['invite-lists'];

    app.post(
      INVITE_LIST_API.filesRoute,
      {
        config,
        schema: {
          tags,
          params: EventParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: UploadedFileSchema, ...errorResponses, 413: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const { fileName, content } = await readUploadedCsv(request);
        const stored = await storeUploadedFile(
          db,
          {
            eventId: request.params.eventId,
            fileName,
            content,
            uploadedBy: currentAuth(request).user.id,
          },
          policy,
        );
        return reply.code(201).send(stored);
      },
    );

    app.get(
      INVITE_LIST_API.fileRoute,
      { config, schema: { tags, params: FileParamsSchema, produces: ['text/csv'] } },
      async (request, reply) => {
        const { eventId, token } = request.params;
        const file = await findFileByToken(db, eventId, token);
        if (!file) throw notFound('File');
        // As UTF-8 with a byte order mark, whatever it was uploaded in; a file kept from before
        // uploads were read (decision 0042) that cannot be read goes back byte for byte.
        const read = readStoredInviteCsv(file.content);
        return reply
          .header(
            'content-type',
            read.error === null ? 'text/csv; charset=utf-8' : 'application/octet-stream',
          )
          .header('content-disposition', attachmentOf(file.fileName))
          .send(read.error === null ? `${UTF8_BOM}${read.text}` : file.content);
      },
    );

    app.post(
      INVITE_LIST_API.importsRoute,
      {
        config,
        schema: {
          tags,
          params: EventParamsSchema,
          body: ImportInviteListBodySchema,
          response: { 201: ImportStatusSchema, ...errorResponses, 409: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const { eventId } = request.params;
        const job = await startImport(db, eventId, request.body, activityActor(request));
        return reply.code(201).send(await importStatusOf(db, job, policy));
      },
    );

    app.get(
      INVITE_LIST_API.importsRoute,
      {
        config,
        schema: {
          tags,
          params: EventParamsSchema,
          querystring: ImportStatusQuerySchema,
          response: { 200: ImportStatusSchema, ...errorResponses },
        },
      },
      async (request) => {
        const job = await latestImportOf(db, request.params.eventId, request.query.s3FileUrl);
        if (!job) throw notFound('Import');
        return importStatusOf(db, job, policy);
      },
    );

    app.post(
      INVITE_LIST_API.importResumeRoute,
      {
        config,
        schema: {
          tags,
          params: ImportJobParamsSchema,
          response: { 200: ImportStatusSchema, ...errorResponses, 409: ApiErrorSchema },
        },
      },
      async (request) => {
        const { eventId, jobId } = request.params;
        return importStatusOf(db, await resumeImport(db, eventId, jobId, policy), policy);
      },
    );

    app.get(
      INVITE_LIST_API.importLogRoute,
      {
        config,
        schema: {
          tags,
          params: ImportJobParamsSchema,
          produces: ['text/csv'],
          response: { ...errorResponses, 410: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const { eventId, jobId } = request.params;
        const job = await findImportJob(db, eventId, jobId);
        if (!job) throw notFound('Import');
        const purged = await purgedRefusals(db, job.id);
        const kept = await db
          .select({ row: inviteImportFailures.rowNumber })
          .from(inviteImportFailures)
          .where(eq(inviteImportFailures.jobId, job.id))
          .limit(1);
        if (purged > 0 && kept.length === 0)
          throw new ApiError(
            410,
            ERROR_CODES.notFound,
            PEOPLE_EXTRA_MESSAGES.importLogDeleted(policy.retentionDays),
          );
        const f = inviteImportFailures;
        return sendCsv(
          reply,
          INVITE_IMPORT_LOG_FILE_NAME,
          [
            { key: 'row', header: 'row' },
            { key: 'email', header: 'email' },
            { key: 'reason', header: 'reason' },
          ],
          async function* () {
            let after = 0;
            for (;;) {
              const chunk = await db
                .select()
                .from(f)
                .where(and(eq(f.jobId, job.id), gt(f.rowNumber, after)))
                .orderBy(asc(f.rowNumber))
                .limit(LOG_CHUNK);
              for (const row of chunk)
                yield { row: row.rowNumber, email: row.email, reason: row.reason };
              const last = chunk.at(-1);
              if (chunk.length < LOG_CHUNK || !last) return;
              after = last.rowNumber;
            }
          },
        );
      },
    );
  };
