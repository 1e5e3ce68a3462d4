import { it } from 'node:test';
import { expect } from 'expect';
import { count, eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, PERMISSIONS } from '@console/shared/contract';
import { APPROVAL_API } from '@console/approvals-contract';
import { eventRoles, events } from '../db/schema';
import { jobs } from '../jobs/schema';
import { describeApi } from '../testing/suite';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { login, sessionHeaders, type TestSession } from '../testing/http';
import { approvalEvent } from './approvals-fixture';

describeApi('approvals: read-only events and empty selections', buildFixture, (s) => {
  const post = (url: string, payload: object, session: TestSession) =>
    s.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: sessionHeaders(session, true),
    });
  const jobCount = async (eventId: number) =>
    (await s.db.select({ n: count() }).from(jobs).where(eq(jobs.eventId, eventId)))[0]?.n ?? 0;

  it('refuses every write on a canceled event, even to its organizer, and runs no job', async () => {
    const { event, add } = await approvalEvent(s.db, s.fx);
    const request = await add({ status: 'PENDING' });
    await s.db.update(events).set({ status: 'CANCELED' }).where(eq(events.id, event.id));
    const owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    const refused = await post(
      APPROVAL_API.statusUpdates(event.id),
      {
        idempotencyKey: 'canceled-1',
        selection: { status: 'APPROVED', selectedTab: 'PENDING', registrationIds: [request.id] },
      },
      owner,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: ERROR_CODES.readOnly,
      message: MESSAGES.eventCanceledReadOnly,
    });
    expect(await jobCount(event.id)).toBe(0);
    // Reading stays allowed.
    const list = await s.app.inject({
      method: 'GET',
      url: `/api${APPROVAL_API.list(event.id)}`,
      headers: sessionHeaders(owner),
    });
    expect(list.statusCode).toBe(200);
  });

  it('refuses writes of a user who is not an organizer, whatever their permissions', async () => {
    const { event, add } = await approvalEvent(s.db, s.fx);
    const request = await add({ status: 'PENDING' });
    await s.db.insert(eventRoles).values({
      eventId: event.id,
      userId: s.fx.userId('outsider'),
      role: 'SPEAKER',
      permissions: [...PERMISSIONS],
    });
    const speaker = await login(s.app, FIXTURE_USERS.outsider, FIXTURE_PASSWORD);
    const refused = await post(
      APPROVAL_API.resendConfirmation(event.id),
      { flowContextIds: [request.flowContextId] },
      speaker,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: ERROR_CODES.readOnly,
      message: MESSAGES.notOrganizerReadOnly,
    });
  });

  it('creates no job for a select-all that matches nothing', async () => {
    const { event } = await approvalEvent(s.db, s.fx);
    const owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    const response = await post(
      APPROVAL_API.statusUpdates(event.id),
      {
        idempotencyKey: 'nothing-1',
        selection: {
          status: 'REJECTED',
          selectedTab: 'PENDING',
          updateByStatusFilter: true,
          query: 'nobody-matches-this',
        },
      },
      owner,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOTHING_SELECTED');
    expect(await jobCount(event.id)).toBe(0);
  });
});
