import { after, before, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, JOB_API, JobSchema } from '@console/shared/contract';
import { buildApp, createFeatureJobRegistry } from '../app';
import { describeApi } from '../testing/suite';
import {
  buildFixture,
  FIXTURE_PASSWORD,
  FIXTURE_USERS,
  type FixtureUser,
} from '../testing/fixture';
import { get, login } from '../testing/http';
import { enqueueItems, recordingKind } from './test-kinds';

describeApi('GET /events/:eventId/jobs/:jobId', buildFixture, (s) => {
  // The features' kinds, plus one readable with the invite-list permission only.
  const registry = createFeatureJobRegistry().register(
    recordingKind('TEST_INVITES', async () => undefined, {
      readPermission: { anyOf: ['PEOPLE_INVITE_LIST_WRITE'] },
    }),
  );
  let app: FastifyInstance;
  const as = (user: FixtureUser) => login(app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
  const url = (eventId: number | string, jobId: number | string) =>
    `/api${JOB_API.job(0, 0).replace('/events/0/jobs/0', `/events/${eventId}/jobs/${jobId}`)}`;
  const enqueue = (kind: string, eventId = s.fx.main.id) =>
    enqueueItems(s.db, kind, eventId, [1, 2], s.fx.userId('owner'));

  before(async () => {
    app = await buildApp({ db: s.db, jobRegistry: registry });
  });
  after(async () => {
    await app.close();
  });

  it('answers the job in the contract shape to a user with its kind permission', async () => {
    const job = await enqueue('TEST_INVITES');
    const response = await get(app, url(s.fx.main.id, job.id), await as('inviter'));
    expect(response.statusCode).toBe(200);
    expect(JobSchema.parse(response.json())).toEqual({
      jobId: job.id,
      kind: 'TEST_INVITES',
      status: 'QUEUED',
      total: 2,
      processed: 0,
      error: null,
      createdAt: job.createdAt.toISOString(),
    });
  });

  it('401 without a session, before anything else', async () => {
    const job = await enqueue('TEST_INVITES');
    expect((await get(app, url(s.fx.main.id, job.id))).statusCode).toBe(401);
    expect((await get(app, url('abc', 'abc'))).statusCode).toBe(401);
  });

  it("403 without the permission the job's kind declares, or without a role on the event", async () => {
    const invites = await enqueue('TEST_INVITES');
    const approval = await enqueue('APPROVAL_STATUS_UPDATE');
    const approver = await as('approver');
    expect((await get(app, url(s.fx.main.id, invites.id), approver)).statusCode).toBe(403);
    expect((await get(app, url(s.fx.main.id, approval.id), approver)).statusCode).toBe(200);
    const inviter = await as('inviter');
    expect((await get(app, url(s.fx.main.id, approval.id), inviter)).statusCode).toBe(403);
    const booth = await as('booth');
    expect((await get(app, url(s.fx.main.id, approval.id), booth)).statusCode).toBe(403);
    const outsider = await as('outsider');
    const denied = await get(app, url(s.fx.main.id, invites.id), outsider);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe(ERROR_CODES.forbidden);
    // Without a role, an unknown job is no different from a known one.
    expect((await get(app, url(s.fx.main.id, 2_147_483_647), outsider)).statusCode).toBe(403);
  });

  it('404 for a job of another event, an unknown job, an unknown event or an unregistered kind', async () => {
    const owner = await as('owner');
    const onSecond = await enqueue('TEST_INVITES', s.fx.second.id);
    const stranger = await enqueue('TEST_NOT_REGISTERED');
    expect((await get(app, url(s.fx.second.id, onSecond.id), owner)).statusCode).toBe(200);
    const other = await get(app, url(s.fx.main.id, onSecond.id), owner);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(ERROR_CODES.notFound);
    expect((await get(app, url(s.fx.main.id, 2_147_483_647), owner)).statusCode).toBe(404);
    expect((await get(app, url(2_147_483_647, onSecond.id), owner)).statusCode).toBe(404);
    expect((await get(app, url(s.fx.main.id, stranger.id), owner)).statusCode).toBe(404);
  });

  it('400 naming the field for an id that is not a positive int4, never a 500', async () => {
    const owner = await as('owner');
    const main = s.fx.main.id;
    for (const jobId of [
      'abc',
      '0',
      '-1',
      '1.5',
      '2147483648',
      '99999999999999999999999',
      '1e400',
    ]) {
      const response = await get(app, url(main, jobId), owner);
      expect({ jobId, status: response.statusCode }).toEqual({ jobId, status: 400 });
      expect(response.json()).toMatchObject({ code: ERROR_CODES.invalidInput, field: 'jobId' });
    }
    const badEvent = await get(app, url('x', 1), owner);
    expect(badEvent.statusCode).toBe(400);
    expect(badEvent.json()).toMatchObject({ field: 'eventId' });
    expect((await get(app, url(2_147_483_648, 1), owner)).statusCode).toBe(400);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await get(app, '/api/docs/json');
    expect(doc.json().paths['/api/events/{eventId}/jobs/{jobId}']).toHaveProperty('get');
  });
});
