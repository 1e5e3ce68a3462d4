import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { expect } from 'expect';
import {
  ACCESS_API,
  AccessGroupMappingSchema,
  stageBackstageKey,
} from '@console/access-control-contract';
import {
  VENUE_ERROR_CODES,
  VENUE_MESSAGES,
  VENUE_SETTINGS_API as API,
  VenueSettingsSchema,
} from '@console/event-setup-contract';
import { buildAccessFixture } from '../access-control/access-control-fixture';
import { accessClient } from '../access-control/access-test-client';
import { OWNER } from '../access-control/access-test-client';
import { accessFeatureMappings } from '../access-control/schema';
import { entriesOf } from '../activity-log/testing';
import { segments } from '../sessions/schema';
import { describeApi } from '../testing/suite';
import { venueClient } from './venue-test-client';

describeApi('renaming a stage', buildAccessFixture, (s) => {
  const v = venueClient(s);
  const c = accessClient(s);
  const main = () => s.fx.main.id;
  const rename = (name: string, newName: string) =>
    v.send('POST', API.stageRename(main()), { name, newName });
  const stagesOf = async (eventId: number) =>
    (
      await s.db
        .select({ id: segments.id, stageName: segments.stageName })
        .from(segments)
        .where(eq(segments.eventId, eventId))
        .orderBy(segments.id)
    ).map((row) => row.stageName);

  it('renames it on every session on it, and moves its backstage access with it', async () => {
    const custom = await c.group('Custom A');
    const grant = await c.put(ACCESS_API.mappings(main(), custom.groupId), {
      section: 'grant',
      changes: [
        { id: 'BACKSTAGE', grantStatus: 'GRANT' },
        { id: stageBackstageKey('Main Stage'), grantStatus: 'GRANT' },
      ],
    });
    expect(grant.statusCode).toBe(200);
    // A row left from an earlier stage of that name, which no session is on any more.
    const attendees = await c.group('Attendees');
    await s.db.insert(accessFeatureMappings).values({
      accessGroupId: attendees.groupId,
      featureKey: stageBackstageKey('Keynote Hall'),
      grantStatus: 'GRANT',
    });

    const response = await rename('Main Stage', '  Keynote Hall ');
    expect(response.statusCode).toBe(200);
    expect((await entriesOf(s.db, main())).at(-1)).toMatchObject({
      actorUserId: s.fx.userId('owner'),
      actorName: `Test ${OWNER}`,
      area: 'SETTINGS',
      action: 'stage.renamed',
      targetType: 'stage',
      targetId: 'Keynote Hall',
      targetLabel: 'Keynote Hall',
      summary: "Renamed stage 'Main Stage' to 'Keynote Hall'",
      before: { name: 'Main Stage' },
      after: { name: 'Keynote Hall', sessions: 2 },
    });
    expect(VenueSettingsSchema.parse(response.json()).stages).toEqual([
      { name: 'Keynote Hall', sessionCount: 2 },
      { name: 'Side Stage', sessionCount: 2 },
    ]);
    expect(await stagesOf(main())).toEqual([
      'Keynote Hall',
      'Keynote Hall',
      'Side Stage',
      'Side Stage',
    ]);
    expect(await stagesOf(s.fx.other.id)).toEqual(['Far Stage']);

    const mapping = AccessGroupMappingSchema.parse(
      (await c.read(ACCESS_API.mapping(main(), custom.groupId))).json(),
    );
    const backstage = mapping.features.find((f) => f.id === 'BACKSTAGE')?.features ?? [];
    expect(backstage.find((f) => f.dynSubFeatureName === 'Keynote Hall')).toMatchObject({
      id: stageBackstageKey('Keynote Hall'),
      grantStatus: 'GRANT',
      changedInDerived: true,
    });
    expect(backstage.some((f) => f.dynSubFeatureName === 'Main Stage')).toBe(false);
    const stale = await s.db
      .select()
      .from(accessFeatureMappings)
      .where(
        and(
          eq(accessFeatureMappings.accessGroupId, attendees.groupId),
          eq(accessFeatureMappings.featureKey, stageBackstageKey('Keynote Hall')),
        ),
      );
    expect(stale).toEqual([]);
  });

  it('refuses an unknown stage, a taken name and the same name, changing nothing', async () => {
    const before = await stagesOf(main());
    const logged = await entriesOf(s.db, main());
    const cases: [string, string, number, string, string][] = [
      ['Nowhere', 'Elsewhere', 404, 'name', VENUE_MESSAGES.stageNotFound('Nowhere')],
      ['Far Stage', 'Elsewhere', 404, 'name', VENUE_MESSAGES.stageNotFound('Far Stage')],
      ['Side Stage', 'Keynote Hall', 409, 'newName', VENUE_MESSAGES.stageNameTaken('Keynote Hall')],
      [
        'Side Stage',
        'Side Stage ',
        400,
        'newName',
        `newName: ${VENUE_MESSAGES.stageNameUnchanged}`,
      ],
      ['Side Stage', ' ', 400, 'newName', `newName: ${VENUE_MESSAGES.stageNameRequired}`],
    ];
    for (const [name, newName, status, field, message] of cases) {
      const response = await rename(name, newName);
      expect({ name, newName, status: response.statusCode }).toEqual({ name, newName, status });
      expect(response.json()).toMatchObject({ field, message });
    }
    expect((await rename('Side Stage', 'Keynote Hall')).json()).toMatchObject({
      code: VENUE_ERROR_CODES.stageNameTaken,
    });
    expect(await stagesOf(main())).toEqual(before);
    expect(await entriesOf(s.db, main())).toEqual(logged);
  });
});
