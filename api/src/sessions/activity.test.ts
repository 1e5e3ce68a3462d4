import { it } from 'node:test';
import { expect } from 'expect';
import { SESSION_API } from '@console/people-contract';
import { entriesOf } from '../activity-log/testing';
import { describeApi } from '../testing/suite';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { login, sessionHeaders } from '../testing/http';
import { buildSessionsFixture } from './sessions-fixture';

describeApi('Add to sessions in the activity log', buildSessionsFixture, (s) => {
  const put = async (groupId: number, segmentIds: number[]) =>
    s.app.inject({
      method: 'PUT',
      url: `/api${SESSION_API.mapping(s.fx.main.id, groupId)}`,
      headers: sessionHeaders(await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD), true),
      payload: { segmentIds },
    });
  const entries = () => entriesOf(s.db, s.fx.main.id);

  it('records a saved mapping once, with the sessions before and after; a refused save none', async () => {
    const { keynote, mixer } = s.fx.sessions;
    expect((await put(s.fx.invite.id, [keynote])).statusCode).toBe(200);
    const before = await entries();
    expect(
      (await put(s.fx.invite.id, [mixer, s.fx.otherEventSessionIds[0] ?? -1])).statusCode,
    ).toBe(400);
    expect((await put(999_999, [mixer])).statusCode).toBe(404);
    expect(await entries()).toEqual(before);

    expect((await put(s.fx.invite.id, [mixer, keynote])).statusCode).toBe(200);
    const added = (await entries()).slice(before.length);
    expect(added).toEqual([
      expect.objectContaining({
        area: 'AUDIENCE_GROUPS',
        action: 'audience-group.sessions.changed',
        targetType: 'audience-group',
        targetId: String(s.fx.invite.id),
        targetLabel: 'Invite A',
        summary: 'Set the sessions of the invite list Invite A to 2 sessions',
        before: { sessions: ['Opening keynote'] },
        after: { sessions: ['Opening keynote', 'Evening mixer'] },
      }),
    ]);
  });
});
