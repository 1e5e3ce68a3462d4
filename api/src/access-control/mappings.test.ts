import { it } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import {
  ACCESS_API,
  AccessGroupMappingSchema,
  AccessImpactSchema,
  stageBackstageKey,
  type AccessGroupMapping,
  type FeatureMappingNode,
  type UpdateDayAccessRequest,
  type UpdateMappingsRequest,
} from '@console/access-control-contract';
import { describeApi } from '../testing/suite';
import { ACMOD_EMAIL, buildAccessFixture, FIXTURE_DAYS } from './access-control-fixture';
import { accessClient } from './access-test-client';
import { expectEntryFigures, expectPreviewOf, latestEntry } from './impact-testing';
import { activityLog } from '../activity-log/schema';
import {
  accessDayMappings,
  accessFeatureMappings,
  accessSessionMappings,
  eventAccessSettings,
} from './schema';

const find = (nodes: readonly FeatureMappingNode[], id: string): FeatureMappingNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.features, id);
    if (below) return below;
  }
  return undefined;
};

describeApi('access group mappings', buildAccessFixture, (s) => {
  const c = accessClient(s);
  const main = () => s.fx.main.id;
  const mapping = async (groupId: number): Promise<AccessGroupMapping> => {
    const response = await c.read(ACCESS_API.mapping(main(), groupId));
    expect(response.statusCode).toBe(200);
    return AccessGroupMappingSchema.parse(response.json());
  };
  const node = (m: AccessGroupMapping, id: string) => {
    const found = find(m.features, id);
    if (!found) throw new Error(`no node ${id}`);
    return found;
  };
  const change = (groupId: number, body: UpdateMappingsRequest, email?: string) =>
    c.put(ACCESS_API.mappings(main(), groupId), body, email);

  it('shows a base group its role’s defaults, a backstage sub-feature per stage and every day', async () => {
    const attendees = await c.group('Attendees');
    const m = await mapping(attendees.groupId);
    expect(m.group).toEqual(attendees);
    expect(m.features.map((f) => f.id).slice(0, 4)).toEqual([
      'LOBBY',
      'SCHEDULE',
      'STAGE',
      'SEGMENT',
    ]);
    expect(node(m, 'NETWORKING')).toMatchObject({
      grantStatus: 'GRANT',
      isFeatureActive: true,
      inactiveReason: null,
      showInGrant: false,
      showInRevoke: false,
      changedInDerived: false,
      fieldType: 'TOGGLE',
    });
    expect(node(m, 'BACKSTAGE').grantStatus).toBe('NO_GRANT');
    expect(node(m, 'BACKSTAGE').features.map((f) => [f.id, f.dynSubFeatureName])).toEqual([
      ['BACKSTAGE.ALLOW_ALL_STAGES', null],
      [stageBackstageKey('Main Stage'), 'Main Stage'],
      [stageBackstageKey('Side Stage'), 'Side Stage'],
    ]);
    expect(node(m, stageBackstageKey('Main Stage')).dynSubFeatureRefType).toBe('STAGE');
    expect(node(m, 'ROOM').features.map((f) => [f.subFeatureId, f.grantStatus])).toEqual([
      ['ACCESS_PVT_ROOMS', 'NO_GRANT'],
      ['SHOW_RESERVED_ROOMS_ONLY', 'GRANT'],
    ]);
    expect(m.days).toEqual(
      FIXTURE_DAYS.map((day) => ({
        id: `DAY:${day}`,
        dayAccessDate: day,
        grantStatus: 'GRANT',
        featureName: 'DAY',
      })),
    );
    const speakers = await mapping((await c.group('Speakers')).groupId);
    expect(node(speakers, 'BACKSTAGE.ALLOW_ALL_STAGES').grantStatus).toBe('GRANT');
  });

  it('shows forced-inactive features with their reason (event settings, leaderboard)', async () => {
    await s.db.insert(eventAccessSettings).values({
      eventId: main(),
      activeZones: ['LOBBY', 'SCHEDULE', 'STAGE', 'ROOM', 'NETWORKING'],
      hasChatChannel: true,
      hasPeopleChannel: false,
      oneOnOneIntervalMinutes: null,
      boothZoneActive: true,
    });
    const m = await mapping((await c.group('Attendees')).groupId);
    const inactive = (id: string) => [node(m, id).isFeatureActive, node(m, id).inactiveReason];
    expect(inactive('EXPO')).toEqual([false, 'ZONE_NOT_ACTIVE']);
    expect(inactive('PVT_CHAT')).toEqual([false, 'NO_PEOPLE_CHANNEL']);
    expect(inactive('PVT_MEETING')).toEqual([false, 'NO_ONE_ON_ONE_INTERVAL']);
    expect(inactive('EVENT_INTERACTION')).toEqual([true, null]);
    expect(inactive('LEADERBOARD')).toEqual([false, 'LEADERBOARD_DISABLED']);
    expect(inactive('CUSTOM_ZONES')).toEqual([true, null]);
    expect(inactive('LOBBY')).toEqual([true, null]);
  });

  it('refuses to change a forced-inactive feature (400 naming it)', async () => {
    const attendees = await c.group('Attendees');
    const response = await change(attendees.groupId, {
      section: 'base',
      changes: [
        { id: 'LOBBY', grantStatus: 'NO_GRANT' },
        { id: 'EXPO', grantStatus: 'NO_GRANT' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ERROR_CODES.invalidInput,
      field: 'changes.1.id',
    });
    expect(response.json().message).toMatch(/Expo is forced inactive/);
    expect((await mapping(attendees.groupId)).features[0]?.grantStatus).toBe('GRANT');
    await s.db.delete(eventAccessSettings).where(eq(eventAccessSettings.eventId, main()));
  });

  it('stores a base group’s GRANT and NO_GRANT; refuses REVOKED and other sections', async () => {
    const attendees = await c.group('Attendees');
    const ok = await change(attendees.groupId, {
      section: 'base',
      changes: [
        { id: 'RECORDING', grantStatus: 'NO_GRANT' },
        { id: 'BACKSTAGE', grantStatus: 'GRANT' },
        { id: stageBackstageKey('Main Stage'), grantStatus: 'GRANT' },
      ],
    });
    expect(ok.statusCode).toBe(200);
    const m = AccessGroupMappingSchema.parse(ok.json());
    expect(node(m, 'RECORDING').grantStatus).toBe('NO_GRANT');
    expect(node(m, 'BACKSTAGE').grantStatus).toBe('GRANT');
    const revoked = await change(attendees.groupId, {
      section: 'base',
      changes: [{ id: 'LOBBY', grantStatus: 'REVOKED' }],
    });
    expect([revoked.statusCode, revoked.json().field]).toEqual([400, 'changes.0.grantStatus']);
    const section = await change(attendees.groupId, {
      section: 'grant',
      changes: [{ id: 'LOBBY', grantStatus: 'GRANT' }],
    });
    expect([section.statusCode, section.json().field]).toEqual([400, 'section']);
    const unknown = await change(attendees.groupId, {
      section: 'base',
      changes: [{ id: 'TELEPORT', grantStatus: 'GRANT' }],
    });
    expect([unknown.statusCode, unknown.json().field]).toEqual([400, 'changes.0.id']);
    expect(unknown.json().message).toMatch(/TELEPORT is not a feature of this event/);
    // Back to the defaults for the next tests.
    await s.db
      .delete(accessFeatureMappings)
      .where(eq(accessFeatureMappings.accessGroupId, attendees.groupId));
  });

  it('grant section: GRANT stores the group’s own grant, NO_GRANT or REVOKED clears it', async () => {
    const t1 = await c.group('T1');
    const before = await mapping(t1.groupId);
    expect(node(before, 'BACKSTAGE')).toMatchObject({
      grantStatus: 'NO_GRANT',
      showInGrant: true,
      showInRevoke: false,
    });
    expect(node(before, 'NETWORKING')).toMatchObject({
      grantStatus: 'GRANT',
      showInGrant: false,
      showInRevoke: true,
    });
    const granted = await change(t1.groupId, {
      section: 'grant',
      changes: [
        { id: 'BACKSTAGE', grantStatus: 'GRANT' },
        { id: 'BACKSTAGE.ALLOW_ALL_STAGES', grantStatus: 'GRANT' },
      ],
    });
    expect(granted.statusCode).toBe(200);
    const after = AccessGroupMappingSchema.parse(granted.json());
    expect(node(after, 'BACKSTAGE')).toMatchObject({
      grantStatus: 'GRANT',
      changedInDerived: true,
      showInGrant: true,
    });
    const cleared = AccessGroupMappingSchema.parse(
      (
        await change(t1.groupId, {
          section: 'grant',
          changes: [
            { id: 'BACKSTAGE', grantStatus: 'NO_GRANT' },
            { id: 'BACKSTAGE.ALLOW_ALL_STAGES', grantStatus: 'REVOKED' },
          ],
        })
      ).json(),
    );
    expect(node(cleared, 'BACKSTAGE')).toMatchObject({
      grantStatus: 'NO_GRANT',
      changedInDerived: false,
    });
    expect(node(cleared, 'BACKSTAGE.ALLOW_ALL_STAGES').changedInDerived).toBe(false);
    const notOffered = await change(t1.groupId, {
      section: 'grant',
      changes: [{ id: 'NETWORKING', grantStatus: 'GRANT' }],
    });
    expect([notOffered.statusCode, notOffered.json().field]).toEqual([400, 'changes.0.id']);
    expect(notOffered.json().message).toMatch(/not offered in the grant section/);
  });

  it('revoked section: REVOKED stores the group’s own revoke, GRANT clears it', async () => {
    const t1 = await c.group('T1');
    const revoked = await change(t1.groupId, {
      section: 'revoked',
      changes: [{ id: 'NETWORKING', grantStatus: 'REVOKED' }],
    });
    expect(revoked.statusCode).toBe(200);
    expect(node(AccessGroupMappingSchema.parse(revoked.json()), 'NETWORKING')).toMatchObject({
      grantStatus: 'REVOKED',
      changedInDerived: true,
      showInRevoke: true,
    });
    const noGrant = await change(t1.groupId, {
      section: 'revoked',
      changes: [{ id: 'NETWORKING', grantStatus: 'NO_GRANT' }],
    });
    expect([noGrant.statusCode, noGrant.json().field]).toEqual([400, 'changes.0.grantStatus']);
    const notOffered = await change(t1.groupId, {
      section: 'revoked',
      changes: [{ id: 'BACKSTAGE', grantStatus: 'REVOKED' }],
    });
    expect([notOffered.statusCode, notOffered.json().field]).toEqual([400, 'changes.0.id']);
    const base = await change(t1.groupId, {
      section: 'base',
      changes: [{ id: 'NETWORKING', grantStatus: 'GRANT' }],
    });
    expect([base.statusCode, base.json().field]).toEqual([400, 'section']);
    const undone = await change(t1.groupId, {
      section: 'revoked',
      changes: [{ id: 'NETWORKING', grantStatus: 'GRANT' }],
    });
    expect(node(AccessGroupMappingSchema.parse(undone.json()), 'NETWORKING')).toMatchObject({
      grantStatus: 'GRANT',
      changedInDerived: false,
    });
  });

  it('stores day access for event days only', async () => {
    const t2 = await c.group('T2');
    const response = await c.put(ACCESS_API.dayAccess(main(), t2.groupId), {
      days: [{ dayAccessDate: '2030-01-02', grantStatus: 'NO_GRANT' }],
    });
    expect(response.statusCode).toBe(200);
    expect(AccessGroupMappingSchema.parse(response.json()).days.map((d) => d.grantStatus)).toEqual([
      'GRANT',
      'NO_GRANT',
      'GRANT',
    ]);
    const outside = await c.put(ACCESS_API.dayAccess(main(), t2.groupId), {
      days: [
        { dayAccessDate: '2030-01-03', grantStatus: 'GRANT' },
        { dayAccessDate: '2030-01-04', grantStatus: 'GRANT' },
      ],
    });
    expect([outside.statusCode, outside.json().field]).toEqual([400, 'days.1.dayAccessDate']);
  });

  it('changes a derived group’s base: its own rows go, its days are the new base’s (one transaction)', async () => {
    const f1 = await c.group('F1');
    const speakers = await c.group('Speakers');
    await change(f1.groupId, {
      section: 'revoked',
      changes: [{ id: 'LOBBY', grantStatus: 'REVOKED' }],
    });
    await s.db.insert(accessSessionMappings).values({
      accessGroupId: f1.groupId,
      segmentId: s.fx.sessions.s1.id,
      grantStatus: 'GRANT',
    });
    await c.put(ACCESS_API.dayAccess(main(), speakers.groupId), {
      days: [{ dayAccessDate: '2030-01-01', grantStatus: 'NO_GRANT' }],
    });
    const response = await c.put(ACCESS_API.baseGroup(main(), f1.groupId), {
      baseAccessGroupId: speakers.groupId,
    });
    expect(response.statusCode).toBe(200);
    const m = AccessGroupMappingSchema.parse(response.json());
    expect(m.group.baseAccessGroupId).toBe(speakers.groupId);
    expect(node(m, 'LOBBY')).toMatchObject({ grantStatus: 'GRANT', changedInDerived: false });
    expect(node(m, 'BACKSTAGE').grantStatus).toBe('GRANT');
    expect(m.days.map((d) => d.grantStatus)).toEqual(['NO_GRANT', 'GRANT', 'GRANT']);
    const rows = await s.db
      .select()
      .from(accessSessionMappings)
      .where(eq(accessSessionMappings.accessGroupId, f1.groupId));
    expect(rows).toEqual([]);
    expect((await c.group('F1')).baseAccessGroupId).toBe(speakers.groupId);
  });

  it('refuses a base change of a base group, or to a group that is not a base group', async () => {
    const attendees = await c.group('Attendees');
    const t1 = await c.group('T1');
    const ofBase = await c.put(ACCESS_API.baseGroup(main(), attendees.groupId), {
      baseAccessGroupId: attendees.groupId,
    });
    expect([ofBase.statusCode, ofBase.json().field]).toEqual([400, 'baseAccessGroupId']);
    const toDerived = await c.put(ACCESS_API.baseGroup(main(), t1.groupId), {
      baseAccessGroupId: (await c.group('T2')).groupId,
    });
    expect([toDerived.statusCode, toDerived.json().field]).toEqual([400, 'baseAccessGroupId']);
    const otherBase = (await c.groups(s.fx.other.id))[0]?.groupId ?? -1;
    const foreign = await c.put(ACCESS_API.baseGroup(main(), t1.groupId), {
      baseAccessGroupId: otherBase,
    });
    expect([foreign.statusCode, foreign.json().field]).toEqual([400, 'baseAccessGroupId']);
  });

  it('answers 404 for another event’s group, on reads and writes', async () => {
    const foreign = (await c.groups(s.fx.other.id))[0]?.groupId ?? -1;
    expect((await c.read(ACCESS_API.mapping(main(), foreign))).statusCode).toBe(404);
    const write = await change(foreign, {
      section: 'base',
      changes: [{ id: 'LOBBY', grantStatus: 'GRANT' }],
    });
    expect(write.statusCode).toBe(404);
  });

  it('lets a non-organizer holding the permission read, but refuses its writes (read-only)', async () => {
    const attendees = await c.group('Attendees');
    expect(
      (await c.read(ACCESS_API.mapping(main(), attendees.groupId), ACMOD_EMAIL)).statusCode,
    ).toBe(200);
    const write = await change(
      attendees.groupId,
      { section: 'base', changes: [{ id: 'LOBBY', grantStatus: 'NO_GRANT' }] },
      ACMOD_EMAIL,
    );
    expect([write.statusCode, write.json().code]).toEqual([403, ERROR_CODES.readOnly]);
  });

  // Issue #46: the impact preview is the explainer's difference before and after the same save.
  const previewOf = (groupId: number, body: UpdateMappingsRequest, email?: string) =>
    c.post(ACCESS_API.impactPreview(main(), groupId), body, email);
  const storedRows = () =>
    s.db
      .select()
      .from(accessFeatureMappings)
      .orderBy(accessFeatureMappings.accessGroupId, accessFeatureMappings.featureKey);

  for (const [groupName, body] of [
    ['T1', { section: 'revoked', changes: [{ id: 'NETWORKING', grantStatus: 'REVOKED' }] }],
    [
      'Attendees',
      {
        section: 'base',
        changes: [
          { id: 'NETWORKING', grantStatus: 'NO_GRANT' },
          { id: 'BACKSTAGE', grantStatus: 'GRANT' },
          { id: 'BACKSTAGE.ALLOW_ALL_STAGES', grantStatus: 'GRANT' },
        ],
      },
    ],
    // Custom A (r1, r3): a custom group's members, read as the explainer reads them.
    [
      'Custom A',
      {
        section: 'revoked',
        changes: [
          { id: 'NETWORKING', grantStatus: 'REVOKED' },
          { id: 'LOBBY', grantStatus: 'REVOKED' },
        ],
      },
    ],
  ] as const satisfies readonly (readonly [string, UpdateMappingsRequest])[]) {
    it(`previews ${groupName}'s change as the explainer's difference once saved, writing nothing`, async () => {
      const group = await c.group(groupName);
      const request = { section: body.section, changes: [...body.changes] };
      const was = await c.grants();
      const rowsBefore = await storedRows();
      const entriesBefore = await s.db.$count(activityLog);
      const response = await previewOf(group.groupId, request);
      expect(response.statusCode).toBe(200);
      const preview = AccessImpactSchema.parse(response.json());
      expect(await storedRows()).toEqual(rowsBefore);
      expect(await s.db.$count(activityLog)).toBe(entriesBefore);

      expect((await change(group.groupId, request)).statusCode).toBe(200);
      const { features, recorded } = expectPreviewOf(preview, was, await c.grants());
      expect(features.expected.size).toBeGreaterThan(0);

      // The save recorded the same figures.
      const entry = await latestEntry(s.db, main());
      expect(entry?.action).toBe('access.mapping.changed');
      expectEntryFigures(entry, preview.affected, recorded);
      await s.db
        .delete(accessFeatureMappings)
        .where(eq(accessFeatureMappings.accessGroupId, group.groupId));
    });
  }

  it('says who loses Networking when a ticket group revokes it: its members only', async () => {
    const t1 = await c.group('T1');
    const response = await previewOf(t1.groupId, {
      section: 'revoked',
      changes: [{ id: 'NETWORKING', grantStatus: 'REVOKED' }],
    });
    const preview = AccessImpactSchema.parse(response.json());
    const networking = preview.features.find((f) => f.featureId === 'NETWORKING');
    expect(networking).toMatchObject({ title: 'Networking', gain: 0, lose: 2 });
    expect(networking?.sample.map((p) => p.registrationId).sort()).toEqual(
      [s.fx.regs.r1, s.fx.regs.r2].sort(),
    );
    // Undoing nothing changes nobody.
    const none = await previewOf(t1.groupId, {
      section: 'revoked',
      changes: [{ id: 'NETWORKING', grantStatus: 'GRANT' }],
    });
    expect(AccessImpactSchema.parse(none.json())).toEqual({
      affected: 0,
      features: [],
      days: [],
      sessions: [],
    });
  });

  it('refuses an invalid change like the save does, and a read-only user', async () => {
    const attendees = await c.group('Attendees');
    for (const body of [
      { section: 'base', changes: [{ id: 'TELEPORT', grantStatus: 'GRANT' }] },
      { section: 'grant', changes: [{ id: 'LOBBY', grantStatus: 'GRANT' }] },
      { section: 'base', changes: [{ id: 'LOBBY', grantStatus: 'REVOKED' }] },
    ] as const satisfies readonly UpdateMappingsRequest[]) {
      const request = { section: body.section, changes: [...body.changes] };
      const preview = await previewOf(attendees.groupId, request);
      const save = await change(attendees.groupId, request);
      expect(preview.statusCode).toBe(400);
      expect(preview.json()).toEqual(save.json());
    }
    const empty = await previewOf(attendees.groupId, { section: 'base', changes: [] });
    expect([empty.statusCode, empty.json().code]).toEqual([400, ERROR_CODES.invalidInput]);
    const readOnly = await previewOf(
      attendees.groupId,
      { section: 'base', changes: [{ id: 'LOBBY', grantStatus: 'NO_GRANT' }] },
      ACMOD_EMAIL,
    );
    expect([readOnly.statusCode, readOnly.json().code]).toEqual([403, ERROR_CODES.readOnly]);
    const foreign = (await c.groups(s.fx.other.id))[0]?.groupId ?? -1;
    const other = await previewOf(foreign, {
      section: 'base',
      changes: [{ id: 'LOBBY', grantStatus: 'GRANT' }],
    });
    expect(other.statusCode).toBe(404);
  });

  // The day access preview, the same way: the explainer's days before and after the save.
  const previewDays = (groupId: number, body: UpdateDayAccessRequest, email?: string) =>
    c.post(ACCESS_API.dayImpactPreview(main(), groupId), body, email);
  const dayRows = () =>
    s.db
      .select()
      .from(accessDayMappings)
      .orderBy(accessDayMappings.accessGroupId, accessDayMappings.dayAccessDate);
  /** Stores `rows` again (every group has a row per day: each write replaces one). */
  const restoreDays = (rows: Awaited<ReturnType<typeof dayRows>>) =>
    s.db
      .insert(accessDayMappings)
      .values(rows)
      .onConflictDoUpdate({
        target: [accessDayMappings.accessGroupId, accessDayMappings.dayAccessDate],
        set: { grantStatus: sql`excluded.grant_status` },
      });

  for (const [groupName, body, sessionsMoved] of [
    // Nobody has day 2: Custom A's members (r1, r3) gain it.
    ['Custom A', { days: [{ dayAccessDate: '2030-01-02', grantStatus: 'GRANT' }] }, []],
    // Only T1 gives day 3: its members (r1, r2) lose it, and with it s4, the session T1 was
    // added to on that day.
    [
      'T1',
      { days: [{ dayAccessDate: '2030-01-03', grantStatus: 'NO_GRANT' }] },
      [{ title: 'Closing panel', gain: 0, lose: 2 }],
    ],
    // A base group: everyone of its role gains day 2 and T1's members keep day 3.
    [
      'Attendees',
      {
        days: [
          { dayAccessDate: '2030-01-02', grantStatus: 'GRANT' },
          { dayAccessDate: '2030-01-03', grantStatus: 'NO_GRANT' },
        ],
      },
      [],
    ],
  ] as const satisfies readonly (readonly [
    string,
    UpdateDayAccessRequest,
    readonly { title: string; gain: number; lose: number }[],
  ])[]) {
    it(`previews ${groupName}'s day access change as the explainer's difference once saved, writing nothing`, async () => {
      const saved = await dayRows();
      const t1 = await c.group('T1');
      await s.db
        .update(accessDayMappings)
        .set({ grantStatus: 'NO_GRANT' })
        .where(inArray(accessDayMappings.dayAccessDate, ['2030-01-02', '2030-01-03']));
      await s.db
        .update(accessDayMappings)
        .set({ grantStatus: 'GRANT' })
        .where(
          and(
            eq(accessDayMappings.accessGroupId, t1.groupId),
            eq(accessDayMappings.dayAccessDate, '2030-01-03'),
          ),
        );
      const group = await c.group(groupName);
      const request = { days: body.days.map((d) => ({ ...d })) };
      const was = await c.grants();
      const rowsBefore = await dayRows();
      const entriesBefore = await s.db.$count(activityLog);
      const response = await previewDays(group.groupId, request);
      expect(response.statusCode).toBe(200);
      const preview = AccessImpactSchema.parse(response.json());
      expect(await dayRows()).toEqual(rowsBefore);
      expect(await s.db.$count(activityLog)).toBe(entriesBefore);

      expect((await c.put(ACCESS_API.dayAccess(main(), group.groupId), request)).statusCode).toBe(
        200,
      );
      const { days, recorded } = expectPreviewOf(preview, was, await c.grants());
      expect(days.expected.size).toBeGreaterThan(0);
      expect(preview.features).toEqual([]);
      expect(preview.sessions.map(({ title, gain, lose }) => ({ title, gain, lose }))).toEqual(
        sessionsMoved,
      );

      // The save recorded the same figures.
      const entry = await latestEntry(s.db, main());
      expect(entry?.action).toBe('access.days.changed');
      expectEntryFigures(entry, preview.affected, recorded);
      await restoreDays(saved);
    });
  }

  it('refuses a day access preview like the save, and a read-only user', async () => {
    const t2 = await c.group('T2');
    const outside = {
      days: [
        { dayAccessDate: '2030-01-03', grantStatus: 'GRANT' as const },
        { dayAccessDate: '2030-01-04', grantStatus: 'GRANT' as const },
      ],
    };
    const preview = await previewDays(t2.groupId, outside);
    const save = await c.put(ACCESS_API.dayAccess(main(), t2.groupId), outside);
    expect([preview.statusCode, preview.json().field]).toEqual([400, 'days.1.dayAccessDate']);
    expect(preview.json()).toEqual(save.json());
    const empty = await previewDays(t2.groupId, { days: [] });
    expect([empty.statusCode, empty.json().code]).toEqual([400, ERROR_CODES.invalidInput]);
    const day = { days: [{ dayAccessDate: '2030-01-01', grantStatus: 'NO_GRANT' as const }] };
    const readOnly = await previewDays(t2.groupId, day, ACMOD_EMAIL);
    expect([readOnly.statusCode, readOnly.json().code]).toEqual([403, ERROR_CODES.readOnly]);
    const foreign = (await c.groups(s.fx.other.id))[0]?.groupId ?? -1;
    expect((await previewDays(foreign, day)).statusCode).toBe(404);
  });

  // The base change preview: a reset changes features and days at once.
  const previewBase = (groupId: number, baseAccessGroupId: number, email?: string) =>
    c.post(ACCESS_API.baseImpactPreview(main(), groupId), { baseAccessGroupId }, email);

  it('previews a base change as the explainer’s difference of features and days once saved, writing nothing', async () => {
    const saved = await dayRows();
    const t1 = await c.group('T1');
    const speakers = await c.group('Speakers');
    expect(t1.baseAccessGroupId).not.toBe(speakers.groupId);
    // T1 revokes Lobby (the reset gives it back) and alone gives day 1 (Speakers does not).
    await change(t1.groupId, {
      section: 'revoked',
      changes: [{ id: 'LOBBY', grantStatus: 'REVOKED' }],
    });
    await s.db
      .update(accessDayMappings)
      .set({ grantStatus: 'NO_GRANT' })
      .where(eq(accessDayMappings.dayAccessDate, '2030-01-01'));
    await s.db
      .update(accessDayMappings)
      .set({ grantStatus: 'GRANT' })
      .where(
        and(
          eq(accessDayMappings.accessGroupId, t1.groupId),
          eq(accessDayMappings.dayAccessDate, '2030-01-01'),
        ),
      );
    const was = await c.grants();
    const rowsBefore = [await storedRows(), await dayRows()];
    const entriesBefore = await s.db.$count(activityLog);
    const response = await previewBase(t1.groupId, speakers.groupId);
    expect(response.statusCode).toBe(200);
    const preview = AccessImpactSchema.parse(response.json());
    expect([await storedRows(), await dayRows()]).toEqual(rowsBefore);
    expect(await s.db.$count(activityLog)).toBe(entriesBefore);
    expect((await c.group('T1')).baseAccessGroupId).toBe(t1.baseAccessGroupId);

    const moved = await c.put(ACCESS_API.baseGroup(main(), t1.groupId), {
      baseAccessGroupId: speakers.groupId,
    });
    expect(moved.statusCode).toBe(200);
    const { features, days, recorded } = expectPreviewOf(preview, was, await c.grants());
    expect(features.expected.size).toBeGreaterThan(0);
    expect(days.expected.size).toBeGreaterThan(0);

    const entry = await latestEntry(s.db, main());
    expect(entry?.action).toBe('access.base.changed');
    expectEntryFigures(entry, preview.affected, recorded);
    await restoreDays(saved);
  });

  it('refuses a base change preview like the save, and a read-only user', async () => {
    const attendees = await c.group('Attendees');
    const t2 = await c.group('T2');
    for (const [groupId, baseId] of [
      [attendees.groupId, attendees.groupId],
      [t2.groupId, t2.groupId],
    ] as const) {
      const preview = await previewBase(groupId, baseId);
      const save = await c.put(ACCESS_API.baseGroup(main(), groupId), {
        baseAccessGroupId: baseId,
      });
      expect([preview.statusCode, preview.json().field]).toEqual([400, 'baseAccessGroupId']);
      expect(preview.json()).toEqual(save.json());
    }
    const readOnly = await previewBase(t2.groupId, attendees.groupId, ACMOD_EMAIL);
    expect([readOnly.statusCode, readOnly.json().code]).toEqual([403, ERROR_CODES.readOnly]);
  });
});
