import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import {
  ACTIVITY_LOG_API,
  ACTIVITY_LOG_LIMITS,
  ActivityLogPeopleSchema,
  type ActivityArea,
} from '@console/activity-log-contract';
import { createSession } from '../auth/sessions';
import { users } from '../db/schema';
import { buildFixture, type FixtureUser } from '../testing/fixture';
import { get } from '../testing/http';
import { describeApi } from '../testing/suite';
import { activityLog } from './schema';

const AT = new Date('2031-05-01T00:00:00Z').getTime();
const HOUR = 3_600_000;

describeApi('activity log people', buildFixture, (s) => {
  const people = async (user: FixtureUser, eventId = s.fx.main.id) => {
    const { token } = await createSession(s.db, s.fx.userId(user), {
      userAgent: 'test',
      address: '10.0.0.1',
    });
    return get(s.app, `/api${ACTIVITY_LOG_API.people(eventId)}`, {
      cookie: token,
      csrfToken: '',
    });
  };
  const read = async (user: FixtureUser, eventId?: number) => {
    const response = await people(user, eventId);
    expect(response.statusCode).toBe(200);
    return ActivityLogPeopleSchema.parse(response.json());
  };
  const entry = (
    eventId: number,
    actor: { userId: number | null; name: string },
    area: ActivityArea,
    hoursIn: number,
  ) => ({
    eventId,
    occurredAt: new Date(AT + hoursIn * HOUR),
    actorUserId: actor.userId,
    actorName: actor.name,
    area,
    action: 'test.written',
    targetType: 'event',
    targetId: String(eventId),
    targetLabel: 'Main',
    summary: 'Wrote something',
    before: null,
    after: null,
    searchText: 'wrote something',
  });

  it('lists each person who wrote entries the reader may read once, by name, under their latest name', async () => {
    const main = s.fx.main.id;
    const owner = s.fx.userId('owner');
    const [gone] = await s.db
      .insert(users)
      .values({
        organizationId: s.fx.org.id,
        email: 'gone@test.dev',
        firstName: 'Gone',
        lastName: 'Person',
        passwordHash: 'x',
      })
      .returning();
    if (!gone) throw new Error('no user');
    // Inserted newest first: the latest name is the latest entry's, not the last inserted one's.
    await s.db
      .insert(activityLog)
      .values([
        entry(main, { userId: owner, name: 'Olga New' }, 'SCHEDULE', 3),
        entry(main, { userId: owner, name: 'Zed Older' }, 'SCHEDULE', 2),
        entry(main, { userId: owner, name: 'Aaron Oldest' }, 'SETTINGS', 1),
        entry(main, { userId: owner, name: 'Olga Registrant' }, 'REGISTRANTS', 0),
        entry(main, { userId: s.fx.userId('approver'), name: 'Ann Approver' }, 'APPROVALS', 1),
        entry(main, { userId: s.fx.userId('approver'), name: 'Ann Approver' }, 'APPROVALS', 2),
        entry(main, { userId: s.fx.userId('inviter'), name: 'Ivan Inviter' }, 'INVITE_LISTS', 1),
        entry(main, { userId: gone.id, name: 'Gone Person' }, 'SCHEDULE', 4),
        entry(main, { userId: null, name: 'System' }, 'INVITE_LISTS', 5),
        entry(
          s.fx.second.id,
          { userId: s.fx.userId('outsider'), name: 'Zoe Outsider' },
          'SCHEDULE',
          1,
        ),
      ]);
    // A deleted user's entries keep their name but lose their user: not a person to filter by.
    await s.db.delete(users).where(eq(users.id, gone.id));

    expect(await read('owner')).toEqual({
      people: [
        { userId: s.fx.userId('approver'), name: 'Ann Approver' },
        { userId: s.fx.userId('inviter'), name: 'Ivan Inviter' },
        { userId: owner, name: 'Olga New' },
      ],
      isTruncated: false,
    });
    // The approver reads approvals and registrants: the owner's latest name there.
    expect((await read('approver')).people).toEqual([
      { userId: s.fx.userId('approver'), name: 'Ann Approver' },
      { userId: owner, name: 'Olga Registrant' },
    ]);
    expect((await read('inviter')).people).toEqual([
      { userId: s.fx.userId('inviter'), name: 'Ivan Inviter' },
    ]);
    expect((await read('owner', s.fx.second.id)).people).toEqual([
      { userId: s.fx.userId('outsider'), name: 'Zoe Outsider' },
    ]);
  });

  it('answers 403 to a user without a write permission of the event', async () => {
    expect((await people('booth')).statusCode).toBe(403);
    expect((await people('outsider')).statusCode).toBe(403);
    expect((await people('approver', s.fx.second.id)).statusCode).toBe(403);
  });

  it(`lists at most ${ACTIVITY_LOG_LIMITS.people} people, the first by name, and says there are more`, async () => {
    const count = ACTIVITY_LOG_LIMITS.people + 1;
    const many = await s.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          organizationId: s.fx.org.id,
          email: `many${i}@test.dev`,
          firstName: 'Person',
          lastName: String(count - i),
          passwordHash: 'x',
        })),
      )
      .returning();
    await s.db
      .insert(activityLog)
      .values(
        many.map((user) =>
          entry(s.fx.second.id, { userId: user.id, name: `Person ${user.lastName}` }, 'EMAILS', 2),
        ),
      );
    const answer = await read('owner', s.fx.second.id);
    expect(answer.isTruncated).toBe(true);
    expect(answer.people.map((p) => p.name)).toEqual(
      Array.from({ length: ACTIVITY_LOG_LIMITS.people }, (_, i) => `Person ${i + 1}`),
    );
  });
});
