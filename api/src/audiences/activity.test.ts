import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import { entriesOf } from '../activity-log/testing';
import { audienceGroups } from '../db/schema';
import { audienceGroupUsages } from './schema';
import { describeApi } from '../testing/suite';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { login, sessionHeaders, type TestSession } from '../testing/http';

const OWNER = `Test ${FIXTURE_USERS.owner}`;

describeApi('audience group rename and delete in the activity log', buildFixture, (s) => {
  let owner: TestSession | undefined;
  const send = async (method: 'PATCH' | 'DELETE', id: number, payload?: object) =>
    s.app.inject({
      method,
      url: `/api/events/${s.fx.main.id}/audience-groups/${id}`,
      headers: sessionHeaders(
        (owner ??= await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD)),
        true,
      ),
      ...(payload ? { payload } : {}),
    });
  const entries = () => entriesOf(s.db, s.fx.main.id);
  const newGroup = async (type: 'CUSTOM' | 'INVITE_ONLY', name: string) => {
    const [row] = await s.db
      .insert(audienceGroups)
      .values({ eventId: s.fx.main.id, type, name })
      .returning();
    if (!row) throw new Error('group missing');
    return row;
  };

  it('records a custom group rename under CUSTOM_GROUPS, an invite list rename under INVITE_LISTS', async () => {
    const start = (await entries()).length;
    const group = await newGroup('CUSTOM', 'Speakers');
    const list = await newGroup('INVITE_ONLY', 'VIP list');
    expect((await send('PATCH', group.id, { name: 'Keynote speakers' })).statusCode).toBe(200);
    expect((await send('PATCH', list.id, { name: 'VIPs' })).statusCode).toBe(200);
    const added = (await entries()).slice(start);
    expect(added).toEqual([
      expect.objectContaining({
        actorName: OWNER,
        area: 'CUSTOM_GROUPS',
        action: 'custom-group.renamed',
        targetType: 'audience-group',
        targetId: String(group.id),
        targetLabel: 'Speakers',
        summary: 'Renamed the group Speakers to Keynote speakers',
        before: { name: 'Speakers' },
        after: { name: 'Keynote speakers' },
      }),
      expect.objectContaining({
        area: 'INVITE_LISTS',
        action: 'invite-list.renamed',
        targetId: String(list.id),
        summary: 'Renamed the invite list VIP list to VIPs',
        before: { name: 'VIP list' },
        after: { name: 'VIPs' },
      }),
    ]);
  });

  it('records a delete with the name and size before; a refused rename or delete records nothing', async () => {
    const before = await entries();
    // 409 duplicate name, 404 unknown group, 409 a used group.
    expect((await send('PATCH', s.fx.custom.id, { name: 'Invite A' })).statusCode).toBe(409);
    expect((await send('DELETE', 999_999)).statusCode).toBe(404);
    await s.db.insert(audienceGroupUsages).values({
      audienceGroupId: s.fx.custom.id,
      usedIn: 'CUSTOM_COMMUNICATION',
      usedBy: 'Welcome',
    });
    expect((await send('DELETE', s.fx.custom.id)).statusCode).toBe(409);
    expect(await entries()).toEqual(before);

    await s.db
      .delete(audienceGroupUsages)
      .where(eq(audienceGroupUsages.audienceGroupId, s.fx.custom.id));
    expect((await send('DELETE', s.fx.custom.id)).statusCode).toBe(204);
    const added = (await entries()).slice(before.length);
    expect(added).toEqual([
      expect.objectContaining({
        area: 'CUSTOM_GROUPS',
        action: 'custom-group.deleted',
        targetId: String(s.fx.custom.id),
        targetLabel: 'Custom A',
        summary: 'Deleted the group Custom A',
        before: { name: 'Custom A', size: 2 },
        after: null,
      }),
    ]);
  });
});
