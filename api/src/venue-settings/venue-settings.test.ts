import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { expect } from 'expect';
import {
  ACCESS_API,
  AccessGroupMappingSchema,
  EffectiveAccessSchema,
  ZONES,
  type FeatureMappingNode,
} from '@console/access-control-contract';
import {
  ExpoSettingsSchema,
  VENUE_MESSAGES,
  VENUE_SECTION_PERMISSION,
  VENUE_SECTIONS,
  VENUE_SETTINGS_API as API,
  VENUE_ZONES,
  VenueSettingsSchema,
  type VenueSection,
} from '@console/event-setup-contract';
import { ERROR_CODES } from '@console/shared/contract';
import { buildAccessFixture, ACMOD_EMAIL } from '../access-control/access-control-fixture';
import { accessClient } from '../access-control/access-test-client';
import { eventAccessSettings } from '../access-control/schema';
import { entriesOf } from '../activity-log/testing';
import { eventRoles, events } from '../db/schema';
import { FIXTURE_USERS } from '../testing/fixture';
import { describeApi } from '../testing/suite';
import { venueClient } from './venue-test-client';

const find = (nodes: readonly FeatureMappingNode[], id: string): FeatureMappingNode | undefined => {
  for (const node of nodes) {
    const found = node.id === id ? node : find(node.features, id);
    if (found) return found;
  }
  return undefined;
};

/** One edit of each section that changes something, at its path. */
const EDITS: Record<
  VenueSection,
  { method: 'PATCH' | 'POST'; path: (id: number) => string; body: object }
> = {
  settings: { method: 'PATCH', path: API.zones, body: { SCHEDULE: false } },
  lobby: { method: 'PATCH', path: API.lobby, body: { active: false } },
  stages: { method: 'PATCH', path: API.stages, body: { active: false } },
  rooms: { method: 'PATCH', path: API.rooms, body: { active: false } },
  expo: { method: 'PATCH', path: API.expo, body: { boothZoneActive: false } },
  networking: { method: 'PATCH', path: API.networking, body: { hasChatChannel: false } },
  engagement: { method: 'PATCH', path: API.engagement, body: { leaderboardEnabled: true } },
};

describeApi('venue and engagement settings', buildAccessFixture, (s) => {
  const v = venueClient(s);
  const c = accessClient(s);
  const main = () => s.fx.main.id;
  const reset = () =>
    s.db.delete(eventAccessSettings).where(eq(eventAccessSettings.eventId, main()));
  const storedRow = async () => {
    const [row] = await s.db
      .select()
      .from(eventAccessSettings)
      .where(eq(eventAccessSettings.eventId, main()));
    return row;
  };
  const approverHolds = (permissions: (typeof VENUE_SECTION_PERMISSION)[VenueSection][]) =>
    s.db
      .update(eventRoles)
      .set({ permissions })
      .where(and(eq(eventRoles.eventId, main()), eq(eventRoles.userId, s.fx.userId('approver'))));

  it('answers the defaults for an event without settings, with the stages of its sessions', async () => {
    await reset();
    expect(await v.settings()).toEqual({
      activeZones: [...ZONES],
      hasChatChannel: true,
      hasPeopleChannel: true,
      oneOnOneIntervalMinutes: 30,
      boothZoneActive: true,
      leaderboardEnabled: false,
      stages: [
        { name: 'Main Stage', sessionCount: 2 },
        { name: 'Side Stage', sessionCount: 2 },
      ],
    });
    expect([...VENUE_ZONES]).toEqual([...ZONES]);
  });

  it('upserts from the defaults: the first edit stores the defaults with its change, later edits keep it', async () => {
    await reset();
    const expo = await v.send('PATCH', API.expo(main()), { boothZoneActive: false });
    expect(expo.statusCode).toBe(200);
    expect(VenueSettingsSchema.parse(expo.json())).toMatchObject({
      activeZones: [...ZONES],
      boothZoneActive: false,
      oneOnOneIntervalMinutes: 30,
    });
    expect(await storedRow()).toMatchObject({
      activeZones: [...ZONES],
      hasChatChannel: true,
      hasPeopleChannel: true,
      oneOnOneIntervalMinutes: 30,
      boothZoneActive: false,
    });
    const networking = await v.send('PATCH', API.networking(main()), {
      active: false,
      oneOnOneIntervalMinutes: null,
    });
    expect(networking.statusCode).toBe(200);
    expect(await storedRow()).toMatchObject({
      activeZones: ZONES.filter((zone) => zone !== 'NETWORKING'),
      oneOnOneIntervalMinutes: null,
      boothZoneActive: false,
    });
  });

  it('switches one zone at a time without undoing the others, in zone order', async () => {
    await reset();
    expect((await v.send('PATCH', API.lobby(main()), { active: false })).statusCode).toBe(200);
    expect((await v.send('PATCH', API.rooms(main()), { active: false })).statusCode).toBe(200);
    expect(
      (await v.send('PATCH', API.zones(main()), { EXPO: false, LOBBY: true })).statusCode,
    ).toBe(200);
    expect((await v.send('PATCH', API.stages(main()), { active: false })).statusCode).toBe(200);
    expect((await v.settings()).activeZones).toEqual(['LOBBY', 'SCHEDULE', 'NETWORKING']);
    expect((await v.send('PATCH', API.expo(main()), { active: true })).statusCode).toBe(200);
    expect((await v.settings()).activeZones).toEqual(['LOBBY', 'SCHEDULE', 'NETWORKING', 'EXPO']);
  });

  it('turns the leaderboard on and off on the event itself', async () => {
    const on = await v.send('PATCH', API.engagement(main()), { leaderboardEnabled: true });
    expect(VenueSettingsSchema.parse(on.json()).leaderboardEnabled).toBe(true);
    const [event] = await s.db.select().from(events).where(eq(events.id, main()));
    expect(event?.enableLeaderboard).toBe(true);
    await v.send('PATCH', API.engagement(main()), { leaderboardEnabled: false });
    expect((await v.settings()).leaderboardEnabled).toBe(false);
  });

  it('logs a section’s changed settings and the leaderboard; an edit that changes nothing logs nothing', async () => {
    await reset();
    const start = (await entriesOf(s.db, main())).length;
    const networking = { hasChatChannel: false, oneOnOneIntervalMinutes: 45, active: false };
    expect((await v.send('PATCH', API.networking(main()), networking)).statusCode).toBe(200);
    expect((await v.send('PATCH', API.networking(main()), networking)).statusCode).toBe(200);
    expect(
      (await v.send('PATCH', API.networking(main()), { hasChatChannel: 'no' })).statusCode,
    ).toBe(400);
    await v.send('PATCH', API.engagement(main()), { leaderboardEnabled: true });
    await v.send('PATCH', API.engagement(main()), { leaderboardEnabled: false });
    const actor = { actorUserId: s.fx.userId('owner'), actorName: `Test ${FIXTURE_USERS.owner}` };
    const settings = { ...actor, area: 'SETTINGS', action: 'venue-settings.changed' };
    expect((await entriesOf(s.db, main())).slice(start)).toEqual([
      expect.objectContaining({
        ...settings,
        targetType: 'venue-settings',
        targetId: 'networking',
        targetLabel: 'Networking',
        summary: 'Changed the Networking settings',
        before: { 'zone.NETWORKING': true, hasChatChannel: true, oneOnOneIntervalMinutes: 30 },
        after: { 'zone.NETWORKING': false, hasChatChannel: false, oneOnOneIntervalMinutes: 45 },
      }),
      expect.objectContaining({
        ...settings,
        targetId: 'engagement',
        summary: 'Changed the Engagement settings',
        before: { leaderboardEnabled: false },
        after: { leaderboardEnabled: true },
      }),
      expect.objectContaining({
        ...settings,
        targetId: 'engagement',
        before: { leaderboardEnabled: true },
        after: { leaderboardEnabled: false },
      }),
    ]);
    await reset();
  });

  it('refuses bad input with a 400 naming the field, and leaves the settings as they were', async () => {
    await reset();
    await v.send('PATCH', API.networking(main()), { oneOnOneIntervalMinutes: 45 });
    const before = await storedRow();
    const cases: [string, object, string, string][] = [
      [
        API.networking(main()),
        { oneOnOneIntervalMinutes: 7 },
        'oneOnOneIntervalMinutes',
        VENUE_MESSAGES.interval,
      ],
      [
        API.networking(main()),
        { oneOnOneIntervalMinutes: 300 },
        'oneOnOneIntervalMinutes',
        VENUE_MESSAGES.interval,
      ],
      [API.networking(main()), { hasChatChannel: 'no' }, 'hasChatChannel', VENUE_MESSAGES.onOff],
      [API.lobby(main()), {}, 'active', VENUE_MESSAGES.onOff],
      [API.expo(main()), {}, '', VENUE_MESSAGES.nothingToChange(['active', 'boothZoneActive'])],
      [API.zones(main()), { MOON: true }, '', VENUE_MESSAGES.unknownSetting(['MOON'], VENUE_ZONES)],
    ];
    for (const [path, body, field, message] of cases) {
      const response = await v.send('PATCH', path, body);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
      const answer = response.json() as { code: string; message: string; field?: string };
      expect(answer.code).toBe(ERROR_CODES.invalidInput);
      if (field) expect(answer).toMatchObject({ field });
      expect(answer.message).toBe(field ? `${field}: ${message}` : message);
    }
    expect(await storedRow()).toEqual(before);
    expect(before?.oneOnOneIntervalMinutes).toBe(45);
  });

  it('lets each section’s permission edit that section only', async () => {
    const approver = FIXTURE_USERS.approver;
    for (const section of VENUE_SECTIONS) {
      await approverHolds([VENUE_SECTION_PERMISSION[section]]);
      for (const [other, edit] of Object.entries(EDITS)) {
        const response = await v.send(edit.method, edit.path(main()), edit.body, approver);
        expect({ section, other, status: response.statusCode }).toEqual({
          section,
          other,
          status: other === section ? 200 : 403,
        });
      }
      expect((await v.read(API.settings(main()), approver)).statusCode).toBe(200);
    }
    await approverHolds(['PEOPLE_ATTENDEES_WRITE']);
    expect((await v.read(API.settings(main()), approver)).statusCode).toBe(403);
  });

  it('refuses a non-organizer holding no section permission, and lets a booth owner read the Expo page only', async () => {
    expect((await v.read(API.settings(main()), ACMOD_EMAIL)).statusCode).toBe(403);
    const booth = FIXTURE_USERS.booth;
    const expo = await v.read(API.expo(main()), booth);
    expect(expo.statusCode).toBe(200);
    expect(ExpoSettingsSchema.parse(expo.json())).toMatchObject({
      booths: [{ boothId: s.fx.booth.id, name: 'Booth' }],
      boothTotal: 1,
    });
    expect((await v.read(API.settings(main()), booth)).statusCode).toBe(403);
    expect((await v.send('PATCH', API.expo(main()), { active: true }, booth)).statusCode).toBe(403);
  });

  it('answers 404 for an event type without venue setup pages', async () => {
    const [series] = await s.db
      .insert(events)
      .values({
        organizationId: s.fx.org.id,
        name: 'A series',
        type: 'SERIES',
        eventFormat: 'VIRTUAL',
        status: 'PUBLISHED',
        tz: 'UTC',
        startDateTime: new Date('2030-05-01T09:00:00Z'),
        endDateTime: new Date('2030-05-01T17:00:00Z'),
      })
      .returning();
    if (!series) throw new Error('series missing');
    await s.db.insert(eventRoles).values({
      eventId: series.id,
      userId: s.fx.userId('owner'),
      role: 'ORGANIZER',
      permissions: ['VIRTUAL_SETUP_VENUE_SETTINGS_WRITE'],
    });
    const response = await v.read(API.settings(series.id));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: VENUE_MESSAGES.notForEventType });
  });

  it('turning Expo on makes Expo active in access control at once: group mapping and explainer', async () => {
    await v.send('PATCH', API.zones(main()), { EXPO: false });
    await v.send('PATCH', API.networking(main()), { oneOnOneIntervalMinutes: null });
    const attendees = await c.group('Attendees');
    const mapping = async () =>
      AccessGroupMappingSchema.parse(
        (await c.read(ACCESS_API.mapping(main(), attendees.groupId))).json(),
      );
    const explained = async () =>
      EffectiveAccessSchema.parse((await c.read(ACCESS_API.explain(main(), s.fx.regs.r1))).json());
    const expoDecision = async () =>
      (await explained()).features.find((f) => f.id === 'EXPO')?.decision;

    expect(find((await mapping()).features, 'EXPO')).toMatchObject({
      isFeatureActive: false,
      inactiveReason: 'ZONE_NOT_ACTIVE',
    });
    expect(await expoDecision()).toMatchObject({
      outcome: 'INACTIVE',
      inactiveReason: 'ZONE_NOT_ACTIVE',
    });

    expect((await v.send('PATCH', API.expo(main()), { active: true })).statusCode).toBe(200);
    expect(find((await mapping()).features, 'EXPO')).toMatchObject({
      isFeatureActive: true,
      inactiveReason: null,
    });
    expect(await expoDecision()).toMatchObject({ outcome: 'GRANT', inactiveReason: null });

    expect(find((await mapping()).features, 'PVT_MEETING')?.inactiveReason).toBe(
      'NO_ONE_ON_ONE_INTERVAL',
    );
    await v.send('PATCH', API.networking(main()), { oneOnOneIntervalMinutes: 15 });
    expect(find((await mapping()).features, 'PVT_MEETING')?.isFeatureActive).toBe(true);
  });
});
