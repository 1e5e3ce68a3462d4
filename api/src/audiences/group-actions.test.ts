import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { expect } from 'expect';
import { ERROR_CODES, type Permission } from '@console/shared/contract';
import { createSession } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  audienceGroupMembers,
  audienceGroups,
  eventRoles,
  registrations,
  users,
} from '../db/schema';
import { describeApi } from '../testing/suite';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import {
  accessDayMappings,
  accessFeatureMappings,
  accessGroups,
  accessSessionMappings,
} from '../access-control/schema';
import { audienceGroupSegments, segments } from '../sessions/schema';
import { audienceGroupUsages } from './schema';
import {
  AUDIENCE_GROUP_USAGE_KINDS,
  AudienceGroupDetailSchema,
  AudienceListResponseSchema,
  CanDeleteAudienceGroupSchema,
  PEOPLE_MESSAGES,
  type AudienceGroupType,
} from '@console/people-contract';

/** The fixture plus two organizers holding one of the two write permissions each. */
async function prepare(db: Db) {
  const fx = await buildFixture(db);
  const organizer = async (email: string, permissions: Permission[]): Promise<TestSession> => {
    const [user] = await db
      .insert(users)
      .values({
        organizationId: fx.org.id,
        email,
        firstName: 'O',
        lastName: email,
        passwordHash: 'x',
      })
      .returning();
    if (!user) throw new Error('user missing');
    await db
      .insert(eventRoles)
      .values({ eventId: fx.main.id, userId: user.id, role: 'ORGANIZER', permissions });
    const { token, auth } = await createSession(db, user.id, {
      userAgent: 'test',
      address: '10.0.0.1',
    });
    return { cookie: token, csrfToken: auth.csrfToken };
  };
  return {
    ...fx,
    groupsOnly: await organizer('groups@test.dev', ['PEOPLE_AUDIENCE_GROUPS_WRITE']),
    invitesOnly: await organizer('invites@test.dev', ['PEOPLE_INVITE_LIST_WRITE']),
  };
}

describeApi('audience group rename and delete', prepare, (s) => {
  let owner: TestSession | undefined;
  const asOwner = async () => (owner ??= await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD));
  const url = (id: number, tail = '') => `/api/events/${s.fx.main.id}/audience-groups/${id}${tail}`;
  const send = (
    method: 'PATCH' | 'DELETE',
    path: string,
    session: TestSession,
    payload?: unknown,
  ) =>
    s.app.inject({
      method,
      url: path,
      headers: sessionHeaders(session, true),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const rename = async (id: number, name: unknown, session?: TestSession) =>
    send('PATCH', url(id), session ?? (await asOwner()), { name });
  const remove = async (id: number, session?: TestSession) =>
    send('DELETE', url(id), session ?? (await asOwner()));

  let seq = 0;
  const newGroup = async (type: AudienceGroupType = 'CUSTOM', name = `Group ${(seq += 1)}`) => {
    const [row] = await s.db
      .insert(audienceGroups)
      .values({ eventId: s.fx.main.id, type, name })
      .returning();
    if (!row) throw new Error('group missing');
    return row;
  };
  const systemGroupId = async (type: AudienceGroupType) => {
    const [row] = await s.db
      .select({ id: audienceGroups.id })
      .from(audienceGroups)
      .where(eq(audienceGroups.type, type))
      .limit(1);
    if (!row) throw new Error(`no ${type} group`);
    return row.id;
  };
  const exists = async (id: number) =>
    (await s.db.select().from(audienceGroups).where(eq(audienceGroups.id, id))).length === 1;

  it('reads one group for the list page header, naming a sub-group flow', async () => {
    const sub = await s.db.select().from(audienceGroups).where(eq(audienceGroups.name, 'T1'));
    const child = sub.find((g) => g.parentGroupId !== null);
    if (!child) throw new Error('sub-group missing');
    const response = await get(s.app, url(child.id), await asOwner());
    expect(AudienceGroupDetailSchema.parse(response.json())).toEqual({
      audienceGroupId: child.id,
      name: 'T1',
      audienceGroupType: 'TICKET',
      parentGroupId: child.parentGroupId,
      parentName: 'F1',
    });
  });

  it('renames a custom group, trimmed, and the audiences page shows the new name', async () => {
    const group = await newGroup();
    const response = await rename(group.id, '  Renamed group  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ audienceGroupId: group.id, name: 'Renamed group' });
    const list = AudienceListResponseSchema.parse(
      (await get(s.app, `/api/events/${s.fx.main.id}/audience-groups`, await asOwner())).json(),
    );
    expect(list.customGroupList.map((g) => g.name)).toContain('Renamed group');
  });

  it('accepts 50 characters and refuses 51, an empty or blank name and NUL (spec people §5)', async () => {
    const group = await newGroup();
    expect((await rename(group.id, 'x'.repeat(50))).statusCode).toBe(200);
    for (const name of ['x'.repeat(51), '', '   ', 'a\u0000b', 42]) {
      const response = await rename(group.id, name);
      expect({ name, status: response.statusCode, field: response.json().field }).toEqual({
        name,
        status: 400,
        field: 'name',
      });
    }
  });

  it('answers DUPLICATE_NAME_REQUEST (409) for a name another group of the event has, in any case', async () => {
    const group = await newGroup();
    for (const name of ['invite a', 'CUSTOM A', 'Attendees']) {
      const response = await rename(group.id, name);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: ERROR_CODES.duplicateName,
        message: PEOPLE_MESSAGES.duplicateGroupName,
      });
    }
    // Its own name in another case, and a name only another event uses, are fine.
    expect((await rename(group.id, group.name.toUpperCase())).statusCode).toBe(200);
    await s.db
      .insert(audienceGroups)
      .values({ eventId: s.fx.second.id, type: 'CUSTOM', name: 'Only on the webinar' });
    expect((await rename(group.id, 'Only on the webinar')).statusCode).toBe(200);
  });

  it('never renames or deletes a system group (409), nor answers can-delete for one', async () => {
    for (const type of ['ROLE', 'FLOW', 'TICKET', 'JOINED'] as const) {
      const id = await systemGroupId(type);
      const before = await s.db.select().from(audienceGroups).where(eq(audienceGroups.id, id));
      expect((await rename(id, 'Hijacked')).statusCode).toBe(409);
      expect((await remove(id)).statusCode).toBe(409);
      expect((await get(s.app, url(id, '/can-delete'), await asOwner())).statusCode).toBe(409);
      expect(await s.db.select().from(audienceGroups).where(eq(audienceGroups.id, id))).toEqual(
        before,
      );
    }
  });

  it('answers 404 for an unknown group and for a group of another event', async () => {
    const [other] = await s.db
      .insert(audienceGroups)
      .values({ eventId: s.fx.second.id, type: 'CUSTOM', name: 'Elsewhere' })
      .returning();
    if (!other) throw new Error('group missing');
    for (const id of [999_999, other.id]) {
      expect((await get(s.app, url(id), await asOwner())).statusCode).toBe(404);
      expect((await rename(id, 'New')).statusCode).toBe(404);
      expect((await remove(id)).statusCode).toBe(404);
      expect((await get(s.app, url(id, '/can-delete'), await asOwner())).statusCode).toBe(404);
    }
    expect(await exists(other.id)).toBe(true);
  });

  it('allows deleting an unused group: can-delete says so, then it and its members are gone', async () => {
    const group = await newGroup();
    const [member] = await s.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.eventId, s.fx.main.id), eq(registrations.status, 'REGISTERED')))
      .limit(1);
    await s.db
      .insert(audienceGroupMembers)
      .values({ groupId: group.id, registrationId: member?.id ?? -1 });
    const check = await get(s.app, url(group.id, '/can-delete'), await asOwner());
    expect(CanDeleteAudienceGroupSchema.parse(check.json())).toEqual({
      canDelete: true,
      usages: [],
      impact: { members: 1, accessGroup: null, sessions: { names: [], total: 0 } },
    });
    const response = await remove(group.id);
    expect(response.statusCode).toBe(204);
    expect(await exists(group.id)).toBe(false);
    expect(
      await s.db
        .select()
        .from(audienceGroupMembers)
        .where(eq(audienceGroupMembers.groupId, group.id)),
    ).toEqual([]);
    expect((await get(s.app, url(group.id), await asOwner())).statusCode).toBe(404);
  });

  it('names what a delete changes: the members, its access group with its grants, revokes and session access, its sessions', async () => {
    const group = await newGroup('CUSTOM', 'Berlin VIPs');
    const people = await s.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.eventId, s.fx.main.id), eq(registrations.status, 'REGISTERED')))
      .limit(3);
    expect(people).toHaveLength(3);
    await s.db
      .insert(audienceGroupMembers)
      .values(people.map((p) => ({ groupId: group.id, registrationId: p.id })));
    const at = (hour: number) => new Date(Date.UTC(2030, 4, 1, hour));
    const sessions = await s.db
      .insert(segments)
      .values(
        ['Keynote', 'Workshop', 'Panel'].map((title, i) => ({
          eventId: s.fx.main.id,
          title,
          stageName: 'Main Stage',
          startDateTime: at(9 + i),
          endDateTime: at(10 + i),
          format: 'VIRTUAL' as const,
        })),
      )
      .returning();
    const [keynote, workshop, panel] = sessions.map((row) => row.id) as [number, number, number];
    const [access] = await s.db
      .insert(accessGroups)
      .values({
        eventId: s.fx.main.id,
        audienceGroupId: group.id,
        name: 'Berlin VIPs',
        groupType: 'CUSTOM',
        isBaseGroup: false,
      })
      .returning();
    if (!access) throw new Error('access group missing');
    await s.db.insert(accessFeatureMappings).values([
      { accessGroupId: access.id, featureKey: 'NETWORKING', grantStatus: 'GRANT' },
      { accessGroupId: access.id, featureKey: 'BACKSTAGE.STAGE:Main Stage', grantStatus: 'GRANT' },
      { accessGroupId: access.id, featureKey: 'PVT_CHAT', grantStatus: 'REVOKED' },
    ]);
    await s.db
      .insert(accessDayMappings)
      .values({ accessGroupId: access.id, dayAccessDate: '2030-05-02', grantStatus: 'REVOKED' });
    await s.db.insert(accessSessionMappings).values([
      { accessGroupId: access.id, segmentId: workshop, grantStatus: 'GRANT' },
      { accessGroupId: access.id, segmentId: keynote, grantStatus: 'GRANT' },
      { accessGroupId: access.id, segmentId: panel, grantStatus: 'REVOKED' },
    ]);
    await s.db
      .insert(audienceGroupSegments)
      .values({ audienceGroupId: group.id, segmentId: panel });

    const check = CanDeleteAudienceGroupSchema.parse(
      (await get(s.app, url(group.id, '/can-delete'), await asOwner())).json(),
    );
    const list = (...names: string[]) => ({ names, total: names.length });
    expect(check.impact).toEqual({
      members: 3,
      accessGroup: {
        name: 'Berlin VIPs',
        grants: list('Networking', 'Backstage of Main Stage'),
        revokes: list('Private chat', 'Day 2030-05-02'),
        sessionGrants: list('Keynote', 'Workshop'),
        sessionRevokes: list('Panel'),
      },
      sessions: list('Panel'),
    });
    // The members count is the one its card shows.
    const cards = AudienceListResponseSchema.parse(
      (await get(s.app, `/api/events/${s.fx.main.id}/audience-groups`, await asOwner())).json(),
    );
    expect(cards.customGroupList.find((g) => g.audienceGroupId === group.id)?.noOfAudiences).toBe(
      3,
    );
    expect((await remove(group.id)).statusCode).toBe(204);
    const left = await s.db
      .select()
      .from(accessGroups)
      .where(eq(accessGroups.audienceGroupId, group.id));
    expect(left).toEqual([]);
  });

  it('refuses to delete a group used anywhere, one case per usage (spec people §5)', async () => {
    for (const usedIn of AUDIENCE_GROUP_USAGE_KINDS) {
      const group = await newGroup();
      await s.db
        .insert(audienceGroupUsages)
        .values({ audienceGroupId: group.id, usedIn, usedBy: `${usedIn} user` });
      const check = CanDeleteAudienceGroupSchema.parse(
        (await get(s.app, url(group.id, '/can-delete'), await asOwner())).json(),
      );
      expect(check).toEqual({
        canDelete: false,
        usages: [{ usedIn, usedBy: `${usedIn} user` }],
        impact: null,
      });
      const response = await remove(group.id);
      expect({ usedIn, status: response.statusCode, body: response.json() }).toEqual({
        usedIn,
        status: 409,
        body: { code: ERROR_CODES.conflict, message: PEOPLE_MESSAGES.cannotDeleteGroup },
      });
      expect(await exists(group.id)).toBe(true);
    }
  });

  it("says an invite list can't be deleted once communications were sent", async () => {
    const list = await newGroup('INVITE_ONLY');
    await s.db.insert(audienceGroupUsages).values([
      { audienceGroupId: list.id, usedIn: 'COMMUNICATION_SENT', usedBy: 'Invitation' },
      { audienceGroupId: list.id, usedIn: 'COUPON', usedBy: 'PRESS10' },
    ]);
    const check = await get(s.app, url(list.id, '/can-delete'), await asOwner());
    expect(check.json().usages).toEqual([
      { usedIn: 'COMMUNICATION_SENT', usedBy: 'Invitation' },
      { usedIn: 'COUPON', usedBy: 'PRESS10' },
    ]);
    const response = await remove(list.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PEOPLE_MESSAGES.cannotDeleteInviteList);
  });

  it('needs audience groups write for a custom group and invite list write for an invite list', async () => {
    const { groupsOnly, invitesOnly } = s.fx;
    const custom = await newGroup('CUSTOM');
    const invite = await newGroup('INVITE_ONLY');
    const rows: [string, TestSession, number, number][] = [
      ['groups-only renames a custom group', groupsOnly, custom.id, 200],
      ['groups-only may not rename an invite list', groupsOnly, invite.id, 403],
      ['invites-only renames an invite list', invitesOnly, invite.id, 200],
      ['invites-only may not rename a custom group', invitesOnly, custom.id, 403],
    ];
    for (const [what, session, id, status] of rows) {
      const response = await rename(id, `${what.slice(0, 30)} ${seq++}`, session);
      expect({ what, status: response.statusCode }).toEqual({ what, status });
      const check = await get(s.app, url(id, '/can-delete'), session);
      expect({ what, check: check.statusCode }).toEqual({ what, check: status });
    }
    expect((await remove(custom.id, invitesOnly)).statusCode).toBe(403);
    expect((await remove(invite.id, groupsOnly)).statusCode).toBe(403);
    expect(await exists(custom.id)).toBe(true);
    expect((await remove(invite.id, invitesOnly)).statusCode).toBe(204);
    expect((await remove(custom.id, groupsOnly)).statusCode).toBe(204);
  });

  it('refuses writes of users who are not organizers with the permission, and without CSRF', async () => {
    const group = await newGroup();
    const approver = await login(s.app, FIXTURE_USERS.approver, FIXTURE_PASSWORD);
    const inviter = await login(s.app, FIXTURE_USERS.inviter, FIXTURE_PASSWORD);
    expect((await rename(group.id, 'Nope', approver)).statusCode).toBe(403);
    expect((await remove(group.id, approver)).statusCode).toBe(403);
    // A moderator holding invite list write: still not an organizer, the event is read-only to them.
    const invite = await newGroup('INVITE_ONLY');
    const response = await remove(invite.id, inviter);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(ERROR_CODES.readOnly);
    const noCsrf = await s.app.inject({
      method: 'DELETE',
      url: url(group.id),
      headers: sessionHeaders(await asOwner()),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await exists(group.id)).toBe(true);
    expect(await exists(invite.id)).toBe(true);
  });
});
