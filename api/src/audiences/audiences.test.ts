import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { expect } from 'expect';
import { ERROR_CODES, type EventRole } from '@console/shared/contract';
import { audienceGroups, registrationFlows, registrations } from '../db/schema';
import { describeApi } from '../testing/suite';
import {
  buildFixture,
  FIXTURE_PASSWORD,
  FIXTURE_USERS,
  type FixtureUser,
} from '../testing/fixture';
import { get, login } from '../testing/http';
import {
  AUDIENCE_LIST_API,
  AudienceListResponseSchema,
  type AudienceGroup,
} from '@console/people-contract';
import { syncSystemGroups } from './system-groups';

const summary = (groups: AudienceGroup[]) =>
  groups.map((g) => ({
    name: g.name,
    n: g.noOfAudiences,
    subs: g.subGroups.map((s) => [s.name, s.noOfAudiences]),
  }));

describeApi('audience groups', buildFixture, (s) => {
  const as = (user: FixtureUser) => login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
  const url = () => `/api/events/${s.fx.main.id}/audience-groups`;

  it('needs a session', async () => {
    const response = await get(s.app, url());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ERROR_CODES.unauthenticated);
  });

  for (const user of ['booth', 'approver', 'outsider'] as FixtureUser[]) {
    it(`refuses ${user} (403)`, async () => {
      const response = await get(s.app, url(), await as(user));
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(ERROR_CODES.forbidden);
    });
  }

  it('answers 404 for an unknown event and 400 for a non-numeric id', async () => {
    const owner = await as('owner');
    expect((await get(s.app, '/api/events/424242/audience-groups', owner)).json().code).toBe(
      ERROR_CODES.notFound,
    );
    const bad = await get(s.app, '/api/events/12x/audience-groups', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('eventId');
  });

  it('counts registered audiences per group kind', async () => {
    const response = await get(s.app, url(), await as('owner'));
    expect(response.statusCode).toBe(200);
    const body = AudienceListResponseSchema.parse(response.json());
    expect(summary(body.roleBasedGroupList)).toEqual([
      { name: 'Attendees', n: 3, subs: [] },
      { name: 'Speakers', n: 1, subs: [] },
      { name: 'Sponsors', n: 1, subs: [] },
    ]);
    expect(summary(body.flowGroupList)).toEqual([
      {
        name: 'F1',
        n: 3,
        subs: [
          ['T1', 2],
          ['T2', 1],
        ],
      },
      { name: 'F2', n: 2, subs: [['T3', 1]] },
    ]);
    expect(body.flowGroupList[0]?.noOfSubGroups).toBe(2);
    expect(summary(body.ticketBasedGroupList)).toEqual([
      { name: 'T1', n: 2, subs: [] },
      { name: 'T2', n: 1, subs: [] },
      { name: 'T3', n: 1, subs: [] },
    ]);
    expect(summary(body.joinedBasedGroupList)).toEqual([
      { name: 'Attended', n: 3, subs: [] },
      { name: 'Not attended', n: 2, subs: [] },
    ]);
    expect(body.customGroupList).toEqual([
      expect.objectContaining({
        audienceGroupId: s.fx.custom.id,
        name: 'Custom A',
        audienceGroupType: 'CUSTOM',
        noOfAudiences: 2,
        description: 'two members',
      }),
    ]);
    expect(body.invitedGroupList).toEqual([
      expect.objectContaining({
        audienceGroupId: s.fx.invite.id,
        audienceGroupType: 'INVITE_ONLY',
        noOfAudiences: 1,
        description: null,
      }),
    ]);
  });

  it('counts on every card what the list it opens lists, and the role cards sum to the Attendees page', async () => {
    const owner = await as('owner');
    const body = AudienceListResponseSchema.parse((await get(s.app, url(), owner)).json());
    const total = async (scope: number | null) =>
      (await get(s.app, `/api${AUDIENCE_LIST_API.count(s.fx.main.id, scope)}`, owner)).json()
        .total as number;
    const cards = [
      ...body.roleBasedGroupList,
      ...body.flowGroupList,
      ...body.flowGroupList.flatMap((g) =>
        g.subGroups.map((sub) => ({ audienceGroupId: sub.id, noOfAudiences: sub.noOfAudiences })),
      ),
      ...body.ticketBasedGroupList,
      ...body.joinedBasedGroupList,
      ...body.customGroupList,
    ];
    expect(cards.length).toBeGreaterThan(10);
    for (const card of cards)
      expect({ id: card.audienceGroupId, n: await total(card.audienceGroupId) }).toEqual({
        id: card.audienceGroupId,
        n: card.noOfAudiences,
      });
    const everyone = await total(null);
    const sum = (groups: AudienceGroup[]) => groups.reduce((n, g) => n + g.noOfAudiences, 0);
    expect(sum(body.roleBasedGroupList)).toBe(everyone);
    expect(sum(body.joinedBasedGroupList)).toBe(everyone);
    // A role card names its role: its count is of registrants with that role.
    expect(body.roleBasedGroupList.map((g) => [g.name, g.role])).toEqual([
      ['Attendees', 'ATTENDEE'],
      ['Speakers', 'SPEAKER'],
      ['Sponsors', 'SPONSOR'],
    ]);
    expect(body.flowGroupList.every((g) => g.role === undefined)).toBe(true);
  });

  it('lets a user holding only one of the three permissions in', async () => {
    expect((await get(s.app, url(), await as('inviter'))).statusCode).toBe(200);
  });

  it('creates and lists no Sponsors role group for a webinar (people §1), even with a sponsor registrant', async () => {
    const webinar = s.fx.second;
    const [flow] = await s.db
      .insert(registrationFlows)
      .values({ eventId: webinar.id, name: 'Webinar flow' })
      .returning();
    if (!flow) throw new Error('flow missing');
    const registrant = (role: EventRole, n: number) => ({
      eventId: webinar.id,
      flowId: flow.id,
      ticketTypeId: null,
      role,
      isAttended: true,
      status: 'REGISTERED' as const,
      firstName: 'W',
      lastName: role,
      email: `w${n}@test.dev`,
    });
    await s.db
      .insert(registrations)
      .values([registrant('ATTENDEE', 1), registrant('SPEAKER', 2), registrant('SPONSOR', 3)]);
    await syncSystemGroups(s.db, webinar.id);

    const roleKeys = await s.db
      .select({ key: audienceGroups.groupKey })
      .from(audienceGroups)
      .where(and(eq(audienceGroups.eventId, webinar.id), eq(audienceGroups.type, 'ROLE')));
    expect(roleKeys.map((r) => r.key).sort()).toEqual(
      ['ATTENDEE', 'MODERATOR', 'ORGANIZER', 'SPEAKER'].sort(),
    );

    const response = await get(
      s.app,
      `/api/events/${webinar.id}/audience-groups`,
      await as('owner'),
    );
    expect(response.statusCode).toBe(200);
    const body = AudienceListResponseSchema.parse(response.json());
    expect(summary(body.roleBasedGroupList)).toEqual([
      { name: 'Attendees', n: 1, subs: [] },
      { name: 'Speakers', n: 1, subs: [] },
    ]);
  });

  it('lists no Sponsors role group for a webinar whose group was created before', async () => {
    const webinar = s.fx.second;
    await s.db
      .insert(audienceGroups)
      .values({ eventId: webinar.id, type: 'ROLE', name: 'Sponsors', groupKey: 'SPONSOR' })
      .onConflictDoNothing();
    const response = await get(
      s.app,
      `/api/events/${webinar.id}/audience-groups`,
      await as('owner'),
    );
    const body = AudienceListResponseSchema.parse(response.json());
    expect(body.roleBasedGroupList.map((g) => g.name)).not.toContain('Sponsors');
    expect(summary(body.roleBasedGroupList).map((g) => g.name)).toEqual(['Attendees', 'Speakers']);
  });

  it('keeps the Sponsors role group of an event', async () => {
    const response = await get(s.app, url(), await as('owner'));
    const body = AudienceListResponseSchema.parse(response.json());
    expect(body.roleBasedGroupList.map((g) => g.name)).toContain('Sponsors');
  });
});
