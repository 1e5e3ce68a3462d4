/**
 * Test helpers of the invite lists: the fixture (buildFixture) plus invitation emails, a ticket
 * with few seats and a list with known invitees; and HTTP helpers to upload a CSV, start an
 * import, run the worker and read the import's status.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'expect';
import { createFeatureJobRegistry } from '../app';
import type { Db } from '../db/client';
import { audienceGroups, ticketTypes } from '../db/schema';
import type { JobRegistry } from '../jobs/registry';
import { runPendingJobs } from '../jobs/worker';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import { inviteCommunications } from './schema';
import {
  INVITE_LIST_API,
  ImportStatusSchema,
  INVITE_CSV_COLUMNS,
  UploadedFileSchema,
  type ImportInviteListBody,
  type ImportStatus,
} from '@console/people-contract';

export const api = (path: string) => `/api${path}`;

export async function buildInviteFixture(db: Db) {
  const fx = await buildFixture(db);
  const comms = await db
    .insert(inviteCommunications)
    .values([
      {
        eventId: fx.main.id,
        name: 'Invitation',
        subject: 'You are invited to {event}',
        body: 'Hi {firstName}, join us at {event}.',
      },
      {
        eventId: fx.main.id,
        name: 'Reminder',
        subject: 'Reminder: {event}',
        body: 'Hi {firstName}, seats are going fast.',
      },
      {
        eventId: fx.second.id,
        name: 'Webinar invitation',
        subject: 'Join {event}',
        body: 'Hello {firstName}.',
      },
    ])
    .returning();
  const [limited] = await db
    .insert(ticketTypes)
    .values({ eventId: fx.main.id, name: 'Limited', quantity: 4 })
    .returning();
  const [secondTicket] = await db
    .insert(ticketTypes)
    .values({ eventId: fx.second.id, name: 'Webinar seat', quantity: null })
    .returning();
  const [secondList] = await db
    .insert(audienceGroups)
    .values({ eventId: fx.second.id, type: 'INVITE_ONLY', name: 'Webinar guests' })
    .returning();
  const [invitation, reminder, webinarInvitation] = comms;
  if (!limited || !secondTicket || !secondList || !invitation || !reminder || !webinarInvitation)
    throw new Error('invite fixture rows missing');
  return {
    ...fx,
    comms: { invitation, reminder, webinarInvitation },
    limited,
    secondTicket,
    secondList,
  };
}
export type InviteFixture = Awaited<ReturnType<typeof buildInviteFixture>>;

export const ownerSession = (app: FastifyInstance) =>
  login(app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);

/** A CSV of the template's header and these rows (cells written as given). */
export const csvOf = (
  rows: readonly (readonly string[])[],
  header: readonly string[] = INVITE_CSV_COLUMNS,
) => [header, ...rows].map((cells) => cells.join(',')).join('\n') + '\n';

/** A multipart body with one file part. */
export function multipart(fileName: string, content: string | Buffer, field = 'file') {
  const boundary = '----invite-list-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(
  app: FastifyInstance,
  session: TestSession,
  eventId: number,
  content: string | Buffer,
  fileName = 'invitees.csv',
) {
  const body = multipart(fileName, content);
  return app.inject({
    method: 'POST',
    url: api(INVITE_LIST_API.files(eventId)),
    headers: { ...sessionHeaders(session, true), ...body.headers },
    payload: body.payload,
  });
}

export async function uploadCsv(
  app: FastifyInstance,
  session: TestSession,
  eventId: number,
  content: string | Buffer,
): Promise<string> {
  const response = await upload(app, session, eventId, content);
  expect(response.statusCode).toBe(201);
  return UploadedFileSchema.parse(response.json()).s3FileUrl;
}

export function postImport(
  app: FastifyInstance,
  session: TestSession,
  eventId: number,
  body: Partial<ImportInviteListBody>,
) {
  return app.inject({
    method: 'POST',
    url: api(INVITE_LIST_API.imports(eventId)),
    headers: sessionHeaders(session, true),
    payload: { fileExtension: 'csv', ...body },
  });
}

export async function importStatus(
  app: FastifyInstance,
  session: TestSession,
  eventId: number,
  s3FileUrl: string,
): Promise<ImportStatus> {
  const response = await get(app, api(INVITE_LIST_API.importStatus(eventId, s3FileUrl)), session);
  expect(response.statusCode).toBe(200);
  return ImportStatusSchema.parse(response.json());
}

let keys = 0;
export const newKey = () => `import-test-${(keys += 1)}`;

/** Uploads, starts the import, runs the worker to the end; answers the final status. */
export async function importCsv(
  s: { app: FastifyInstance; db: Db },
  session: TestSession,
  eventId: number,
  content: string | Buffer,
  body: Partial<ImportInviteListBody>,
  registry: JobRegistry = createFeatureJobRegistry(),
): Promise<ImportStatus> {
  const s3FileUrl = await uploadCsv(s.app, session, eventId, content);
  const started = await postImport(s.app, session, eventId, {
    s3FileUrl,
    idempotencyKey: newKey(),
    ...body,
  });
  expect(started.statusCode).toBe(201);
  expect(ImportStatusSchema.parse(started.json())).toMatchObject({ jobStatus: 'IN_PROGRESS' });
  await runPendingJobs(s.db, registry);
  return importStatus(s.app, session, eventId, s3FileUrl);
}
