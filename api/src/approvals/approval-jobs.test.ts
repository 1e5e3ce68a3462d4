import { it } from 'node:test';
import { expect } from 'expect';
import { JOB_API, JobSchema } from '@console/shared/contract';
import { createFeatureJobRegistry } from '../app';
import { runPendingJobs } from '../jobs/worker';
import { describeApi } from '../testing/suite';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, sessionHeaders } from '../testing/http';
import { approvalEvent } from './approvals-fixture';
import { APPROVAL_API } from '@console/approvals-contract';

describeApi('approval jobs through the job endpoint', buildFixture, (s) => {
  const jobRegistry = createFeatureJobRegistry();

  it('a capacity-refused approval ends FAILED with its reason, readable at GET /jobs/:jobId', async () => {
    const { event, add } = await approvalEvent(s.db, s.fx, { capacity: 1 });
    const first = await add();
    const second = await add();
    const approver = await login(s.app, FIXTURE_USERS.approver, FIXTURE_PASSWORD);
    const enqueue = (ids: number[], key: string) =>
      s.app.inject({
        method: 'POST',
        url: `/api${APPROVAL_API.statusUpdates(event.id)}`,
        headers: sessionHeaders(approver, true),
        payload: {
          idempotencyKey: `${key}-${event.id}`,
          selection: { status: 'APPROVED', registrationIds: ids, selectedTab: 'PENDING' },
        },
      });
    // Both pass the enqueue-time check alone; whichever runs second finds the event full.
    const a = JobSchema.parse((await enqueue([first.id], 'approve-first')).json());
    const b = JobSchema.parse((await enqueue([second.id], 'approve-second')).json());
    expect(await runPendingJobs(s.db, jobRegistry)).toBe(2);

    const read = async (jobId: number) => {
      const response = await get(s.app, `/api${JOB_API.job(event.id, jobId)}`, approver);
      expect(response.statusCode).toBe(200);
      return JobSchema.parse(response.json());
    };
    expect(await read(a.jobId)).toMatchObject({ status: 'COMPLETED', processed: 1, error: null });
    expect(await read(b.jobId)).toEqual({
      ...b,
      status: 'FAILED',
      processed: 1,
      error: '1 of 1 requests were not approved: the event capacity is reached.',
    });
  });
});
