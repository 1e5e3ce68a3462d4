import { it } from 'node:test';
import { expect } from 'expect';
import {
  ACCESS_API,
  AccessGroupMappingSchema,
  EffectiveAccessSchema,
  groupEffects,
  stageBackstageKey,
  MyAccessSchema,
  PersonSearchResultSchema,
  type EffectiveAccess,
} from '@console/access-control-contract';
import { describeApi } from '../testing/suite';
import { ACMOD_EMAIL, buildAccessFixture } from './access-control-fixture';
import { accessClient } from './access-test-client';
import { eventAccessSettings } from './schema';

describeApi('access explainer and my access', buildAccessFixture, (s) => {
  const c = accessClient(s);
  const main = () => s.fx.main.id;
  const explain = async (registrationId: number): Promise<EffectiveAccess> => {
    const response = await c.read(ACCESS_API.explain(main(), registrationId));
    expect(response.statusCode).toBe(200);
    return EffectiveAccessSchema.parse(response.json());
  };
  const feature = (access: EffectiveAccess, id: string) => access.features.find((f) => f.id === id);

  it('names the ticket group that revoked NETWORKING as what decides it, in its revoked section', async () => {
    const t1 = await c.group('T1');
    const revoke = await c.put(ACCESS_API.mappings(main(), t1.groupId), {
      section: 'revoked',
      changes: [{ id: 'NETWORKING', grantStatus: 'REVOKED' }],
    });
    expect(revoke.statusCode).toBe(200);
    const access = await explain(s.fx.regs.r1);
    expect(access).toMatchObject({ registrationId: s.fx.regs.r1, email: 'r1@test.dev' });
    expect(access.groups.map((g) => g.groupName)).toEqual(['Attendees', 'T1', 'F1', 'Custom A']);
    expect(feature(access, 'NETWORKING')?.decision).toEqual({
      outcome: 'REVOKED',
      decidedBy: { groupId: t1.groupId, groupName: 'T1', section: 'revoked' },
      inactiveReason: null,
      explanation: 'T1 revokes it, and a revoke wins over any grant.',
    });
    expect(feature(access, 'LOBBY')?.decision).toMatchObject({
      outcome: 'GRANT',
      decidedBy: { groupName: 'Attendees', section: 'base' },
    });
    expect(feature(access, 'PVT_CHAT')?.parentId).toBe('EVENT_INTERACTION');
    // r3 holds T2: the revoke of T1 is not theirs.
    expect(feature(await explain(s.fx.regs.r3), 'NETWORKING')?.decision.outcome).toBe('GRANT');
  });

  it('grants custom group members what the custom group grants, not the others', async () => {
    const custom = await c.group('Custom A');
    await c.put(ACCESS_API.mappings(main(), custom.groupId), {
      section: 'grant',
      changes: [
        { id: 'BACKSTAGE', grantStatus: 'GRANT' },
        { id: 'BACKSTAGE.ALLOW_ALL_STAGES', grantStatus: 'GRANT' },
      ],
    });
    expect(feature(await explain(s.fx.regs.r3), 'BACKSTAGE')?.decision).toMatchObject({
      outcome: 'GRANT',
      decidedBy: { groupName: 'Custom A', section: 'grant' },
    });
    expect(feature(await explain(s.fx.regs.r2), 'BACKSTAGE')?.decision).toMatchObject({
      outcome: 'NO_GRANT',
      decidedBy: { groupName: 'Attendees', section: 'base' },
    });
  });

  it('never shows All stages granted beside a stage not granted (issue #44, registration 3002)', async () => {
    // As on the demo: a custom group grants Backstage (only All stages, as its switch does).
    const custom = await c.group('Custom A');
    const granted = await c.put(ACCESS_API.mappings(main(), custom.groupId), {
      section: 'grant',
      changes: [
        { id: 'BACKSTAGE', grantStatus: 'GRANT' },
        { id: 'BACKSTAGE.ALLOW_ALL_STAGES', grantStatus: 'GRANT' },
        { id: 'ROOM.ACCESS_PVT_ROOMS', grantStatus: 'GRANT' },
      ],
    });
    expect(granted.statusCode).toBe(200);
    const access = await explain(s.fx.regs.r3);
    expect(feature(access, 'BACKSTAGE.ALLOW_ALL_STAGES')?.decision).toMatchObject({
      outcome: 'GRANT',
      decidedBy: { groupName: 'Custom A', section: 'grant' },
    });
    for (const stage of ['Main Stage', 'Side Stage'])
      expect(feature(access, stageBackstageKey(stage))?.decision).toEqual({
        outcome: 'GRANT',
        decidedBy: { groupId: custom.groupId, groupName: 'Custom A', section: 'grant' },
        inactiveReason: null,
        explanation:
          'Granted through All stages, which covers every stage. All stages: Custom A grants it, beyond its base access.',
      });
    // One room choice: all rooms (Custom A) replaces reserved rooms only (Attendees).
    expect(feature(access, 'ROOM.ACCESS_PVT_ROOMS')?.decision.outcome).toBe('GRANT');
    expect(feature(access, 'ROOM.SHOW_RESERVED_ROOMS_ONLY')?.decision).toMatchObject({
      outcome: 'NO_GRANT',
      decidedBy: { groupName: 'Custom A', section: 'grant' },
      explanation:
        'Only one choice applies: All rooms, private ones included is granted instead. All rooms, private ones included: Custom A grants it, beyond its base access.',
    });
    // What Custom A's page shows its switches as, the explainer says of r3.
    const page = AccessGroupMappingSchema.parse(granted.json());
    const shown = groupEffects(page.features, []);
    for (const f of access.features)
      expect([f.id, f.decision.outcome]).toEqual([f.id, shown.get(f.id)?.status]);
    // Rooms back as they were for the next tests.
    const undone = await c.put(ACCESS_API.mappings(main(), custom.groupId), {
      section: 'grant',
      changes: [{ id: 'ROOM.ACCESS_PVT_ROOMS', grantStatus: 'NO_GRANT' }],
    });
    expect(undone.statusCode).toBe(200);
  });

  it('shows forced-inactive features as INACTIVE for everybody', async () => {
    await s.db.insert(eventAccessSettings).values({
      eventId: main(),
      activeZones: ['LOBBY', 'SCHEDULE', 'STAGE', 'ROOM', 'NETWORKING'],
    });
    const access = await explain(s.fx.regs.r1);
    expect(feature(access, 'EXPO')?.decision).toMatchObject({
      outcome: 'INACTIVE',
      decidedBy: null,
      inactiveReason: 'ZONE_NOT_ACTIVE',
    });
  });

  it('decides every session: its own access, the Sessions feature and its day', async () => {
    const t1 = await c.group('T1');
    await c.put(ACCESS_API.sessions(main(), t1.groupId), {
      section: 'grant',
      changes: [
        { id: s.fx.sessions.s1.id, grantStatus: 'GRANT' },
        { id: s.fx.sessions.s2.id, grantStatus: 'GRANT' },
      ],
    });
    // A day is granted when any of the person's groups grants it: close day 2 in all of r1's.
    for (const name of ['Attendees', 'T1', 'F1', 'Custom A']) {
      const closed = await c.put(ACCESS_API.dayAccess(main(), (await c.group(name)).groupId), {
        days: [{ dayAccessDate: '2030-01-02', grantStatus: 'NO_GRANT' }],
      });
      expect(closed.statusCode).toBe(200);
    }
    const access = await explain(s.fx.regs.r1);
    const outcome = (id: number) => access.sessions.find((x) => x.segmentId === id)?.decision;
    expect(outcome(s.fx.sessions.s1.id)).toMatchObject({
      outcome: 'GRANT',
      decidedBy: { groupName: 'T1', section: 'grant' },
    });
    expect(outcome(s.fx.sessions.s2.id)?.outcome).toBe('NO_GRANT');
    expect(outcome(s.fx.sessions.s2.id)?.explanation).toMatch(/no access on 2030-01-02/);
    expect(outcome(s.fx.sessions.s3.id)).toMatchObject({
      outcome: 'NO_GRANT',
      decidedBy: { groupName: 'Attendees' },
    });
    expect(outcome(s.fx.sessions.s4.id)?.outcome).toBe('GRANT');
    expect(access.days.map((d) => d.decision.outcome)).toEqual(['GRANT', 'NO_GRANT', 'GRANT']);
  });

  it('answers 404 for another event’s registration and for one not registered', async () => {
    expect((await c.read(ACCESS_API.explain(main(), s.fx.otherReg.id))).statusCode).toBe(404);
    expect((await c.read(ACCESS_API.explain(main(), s.fx.regs.r6))).statusCode).toBe(404);
  });

  it('finds registrants by name or email, at most 20, registered ones only', async () => {
    const search = async (q?: string) => {
      const url =
        ACCESS_API.people(main()) + (q === undefined ? '' : `?q=${encodeURIComponent(q)}`);
      const response = await c.read(url);
      expect(response.statusCode).toBe(200);
      return PersonSearchResultSchema.parse(response.json()).people.map((p) => p.email);
    };
    expect(await search('R1@TEST')).toEqual(['r1@test.dev']);
    expect(await search('owner self')).toEqual(['owner@test.dev']);
    expect((await search()).sort()).toEqual(
      [
        'owner@test.dev',
        'r1@test.dev',
        'r2@test.dev',
        'r3@test.dev',
        'r4@test.dev',
        'r5@test.dev',
      ].sort(),
    );
    expect(await search('%')).toEqual([]);
    expect(await search('other@')).toEqual([]);
  });

  it('answers the current user’s groups and days from the same resolver as the explainer', async () => {
    const response = await c.read(ACCESS_API.myAccess(main()));
    expect(response.statusCode).toBe(200);
    const mine = MyAccessSchema.parse(response.json());
    expect(mine.groups.map((g) => g.groupName)).toEqual(['Organizers', 'T3', 'F2']);
    const explained = await explain(s.fx.owner.id);
    expect(mine.groups).toEqual(explained.groups);
    expect(mine.days).toEqual(
      explained.days.map((d) => ({
        dayAccessDate: d.dayAccessDate,
        grantStatus: d.decision.outcome,
      })),
    );
    const none = await c.read(ACCESS_API.myAccess(main()), ACMOD_EMAIL);
    expect(MyAccessSchema.parse(none.json())).toEqual({ groups: [], days: [] });
  });
});
