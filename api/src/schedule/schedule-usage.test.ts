import { it } from 'node:test';
import { expect } from 'expect';
import { eq, inArray } from 'drizzle-orm';
import { ACCESS_API, SessionAccessListSchema } from '@console/access-control-contract';
import { SESSION_API, SessionMappingSchema } from '@console/people-contract';
import {
  SCHEDULE_API,
  SCHEDULE_ERROR_CODES,
  SCHEDULE_MESSAGES as M,
  ScheduleSessionDetailSchema,
  type SessionWrite,
} from '@console/event-setup-contract';
import { accessSessionMappings } from '../access-control/schema';
import { audienceGroupSegments, segments } from '../sessions/schema';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, sessionHeaders } from '../testing/http';
import { describeApi } from '../testing/suite';
import { buildScheduleFixture } from './schedule-fixture';

describeApi('schedule: sessions that groups use', buildScheduleFixture, (s) => {
  const owner = () => login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
  const main = () => s.fx.main.id;
  const url = (segmentId: number, query = '') =>
    `/api${SCHEDULE_API.session(main(), segmentId)}${query}`;
  const send = async (method: 'PUT' | 'DELETE', target: string, payload?: SessionWrite) =>
    s.app.inject({
      method,
      url: target,
      headers: {
        ...sessionHeaders(await owner(), true),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
  const read = async (segmentId: number) => {
    const response = await get(s.app, url(segmentId), await owner());
    expect(response.statusCode).toBe(200);
    return ScheduleSessionDetailSchema.parse(response.json());
  };
  /** Every mapping row of the given sessions, as [table, group, session]. */
  const mappings = async (segmentIds: number[]) => [
    ...(
      await s.db
        .select()
        .from(accessSessionMappings)
        .where(inArray(accessSessionMappings.segmentId, segmentIds))
    ).map((r) => ['access', r.accessGroupId, r.segmentId, r.grantStatus]),
    ...(
      await s.db
        .select()
        .from(audienceGroupSegments)
        .where(inArray(audienceGroupSegments.segmentId, segmentIds))
    ).map((r) => ['audience', r.audienceGroupId, r.segmentId]),
  ];
  /** The keynote's fields (Jan 1, 09:00 to 10:00 in New York) with another start and end. */
  const keynoteAt = (startDateTime: string, endDateTime: string): SessionWrite => ({
    title: 'Opening keynote',
    stageName: 'Main stage',
    startDateTime,
    endDateTime,
    format: 'VIRTUAL',
    tags: ['Keynote', 'AI'],
    addOns: ['Recording'],
  });

  it('names the access groups and audience groups that use a session, by name', async () => {
    const { keynote, security, panel, workshop } = s.fx.sessions;
    expect((await read(keynote)).usedBy).toEqual({
      accessGroups: [
        { accessGroupId: s.fx.access.custom, name: 'Custom A', grantStatus: 'GRANT' },
        { accessGroupId: s.fx.access.t1, name: 'T1', grantStatus: 'REVOKED' },
      ],
      accessGroupTotal: 2,
      audienceGroups: [
        { audienceGroupId: s.fx.custom.id, name: 'Custom A' },
        { audienceGroupId: s.fx.invite.id, name: 'Invite A' },
      ],
      audienceGroupTotal: 2,
    });
    expect((await read(security)).usedBy).toMatchObject({
      accessGroups: [{ name: 'T1', grantStatus: 'GRANT' }],
      audienceGroupTotal: 0,
    });
    expect((await read(panel)).usedBy).toMatchObject({
      accessGroupTotal: 0,
      audienceGroups: [{ name: 'Invite A' }],
    });
    expect((await read(workshop)).usedBy).toEqual({
      accessGroups: [],
      accessGroupTotal: 0,
      audienceGroups: [],
      audienceGroupTotal: 0,
    });
  });

  it('refuses to delete a used session with a 409 naming its groups, unless confirmed', async () => {
    const { keynote } = s.fx.sessions;
    const before = await mappings([keynote]);
    for (const query of ['', '?confirm=false']) {
      const response = await send('DELETE', url(keynote, query));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: SCHEDULE_ERROR_CODES.sessionInUse,
        message: M.inUseDelete({
          accessGroups: ['Custom A', 'T1'],
          accessGroupTotal: 2,
          audienceGroups: ['Custom A', 'Invite A'],
          audienceGroupTotal: 2,
        }),
      });
    }
    const refused = await send('DELETE', url(keynote));
    expect(refused.json().message).toContain(
      'used by the access groups “Custom A” and “T1” and the audience groups “Custom A” and “Invite A”.',
    );
    expect(await mappings([keynote])).toEqual(before);
  });

  it('refuses to move a used session to another day unless confirmed; the same day needs nothing', async () => {
    const { keynote, panel } = s.fx.sessions;
    // Later the same day (Jan 1 in New York): no question asked.
    const sameDay = await send(
      'PUT',
      url(keynote),
      keynoteAt('2030-01-01T16:00:00-05:00', '2030-01-01T17:00:00-05:00'),
    );
    expect(sameDay.statusCode).toBe(200);
    // Jan 2 in New York.
    const nextDay = keynoteAt('2030-01-02T09:00:00-05:00', '2030-01-02T10:00:00-05:00');
    const refused = await send('PUT', url(keynote), nextDay);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: SCHEDULE_ERROR_CODES.sessionInUse,
      message: M.inUseMove({
        accessGroups: ['Custom A', 'T1'],
        accessGroupTotal: 2,
        audienceGroups: ['Custom A', 'Invite A'],
        audienceGroupTotal: 2,
      }),
    });
    expect((await read(keynote)).startDateTime).toBe('2030-01-01T21:00:00.000Z');
    // A session only an audience group added is named with that group alone.
    const panelMove = await send('PUT', url(panel), {
      ...keynoteAt('2030-01-03T13:00:00-05:00', '2030-01-03T14:00:00-05:00'),
      title: 'AI panel: what ships in 2030',
    });
    expect(panelMove.statusCode).toBe(409);
    expect(panelMove.json().message).toContain(
      'This session is used by the audience group “Invite A”.',
    );
  });

  it('moves a used session once confirmed, its groups keeping it; access control sees the new day at once', async () => {
    const { keynote } = s.fx.sessions;
    const before = await mappings([keynote]);
    const moved = await send(
      'PUT',
      url(keynote, '?confirm=true'),
      keynoteAt('2030-01-02T09:00:00-05:00', '2030-01-02T10:00:00-05:00'),
    );
    expect(moved.statusCode).toBe(200);
    expect(ScheduleSessionDetailSchema.parse(moved.json())).toMatchObject({
      startDateTime: '2030-01-02T14:00:00.000Z',
      usedBy: { accessGroupTotal: 2, audienceGroupTotal: 2 },
    });
    expect(await mappings([keynote])).toEqual(before);
    const access = await get(
      s.app,
      `/api${ACCESS_API.sessions(main(), s.fx.access.custom)}?section=grant`,
      await owner(),
    );
    expect(SessionAccessListSchema.parse(access.json()).sessions).toContainEqual(
      expect.objectContaining({
        segmentId: keynote,
        startDateTime: '2030-01-02T14:00:00.000Z',
        grantStatus: 'GRANT',
      }),
    );
  });

  it("deletes a used session once confirmed, with its groups' mappings and nothing else", async () => {
    const { keynote, security, panel } = s.fx.sessions;
    const others = await mappings([security, panel]);
    expect(others).toHaveLength(2);
    const response = await send('DELETE', url(keynote, '?confirm=true'));
    expect(response.statusCode).toBe(204);
    expect(await s.db.select().from(segments).where(eq(segments.id, keynote))).toEqual([]);
    expect(await mappings([keynote])).toEqual([]);
    expect(await mappings([security, panel])).toEqual(others);
    // Add to sessions reads the group's remaining sessions.
    const invite = await get(
      s.app,
      `/api${SESSION_API.mapping(main(), s.fx.invite.id)}`,
      await owner(),
    );
    expect(SessionMappingSchema.parse(invite.json()).segmentIds).toEqual([panel]);
  });

  it('refuses a confirm that is not true or false, naming it', async () => {
    const response = await send('DELETE', url(s.fx.sessions.security, '?confirm=yes'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'confirm', message: `confirm: ${M.confirm}` });
    expect((await read(s.fx.sessions.security)).title).toBe('Security 101');
  });
});
