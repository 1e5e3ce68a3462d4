/**
 * The impact previews beside a live custom access group (issue #46): the preview reads such a
 * group's members in two parts, its saved filter's matches and those added by hand (impact.ts,
 * customCombinations), and a registrant may be in both and in a group of member rows too. Every
 * preview must still be the explainer's difference before and after the same save.
 */
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import {
  ACCESS_API,
  AccessImpactSchema,
  EffectiveAccessSchema,
  type UpdateMappingsRequest,
} from '@console/access-control-contract';
import type { FilterSet } from '@console/people-contract';
import type { Db } from '../db/client';
import { audienceGroupMembers, audienceGroups, registrations } from '../db/schema';
import { customGroupSettings } from '../custom-groups/schema';
import { describeApi } from '../testing/suite';
import { buildAccessFixture } from './access-control-fixture';
import { accessClient } from './access-test-client';
import { expectPreviewOf } from './impact-testing';
import { accessFeatureMappings } from './schema';

/** Everyone who attended. */
const ATTENDED: FilterSet = {
  operationType: 'AND',
  filterConditionsDTOList: [
    {
      filterFieldId: 'attended',
      fieldName: 'attended',
      type: 'BOOLEAN',
      filterType: 'MANUAL',
      elementId: 'c1',
      operator: 'IS_TRUE',
      compareValue: null,
      customConditionData: null,
    },
  ],
  isPassAudienceGroupId: false,
  checkForcedUpdatedMapping: false,
};

/**
 * The access fixture and 'Live attended', with access control on: its filter selects r1, r3 and
 * r4 (who attended); r5 (who did not) and r1 (also in 'Custom A') are added by hand.
 */
async function buildLiveGroupFixture(db: Db) {
  const fx = await buildAccessFixture(db);
  const [live] = await db
    .insert(audienceGroups)
    .values({ eventId: fx.main.id, type: 'CUSTOM', name: 'Live attended' })
    .returning();
  if (!live) throw new Error('live group missing');
  await db.insert(customGroupSettings).values({
    audienceGroupId: live.id,
    updateType: 'ACTIVE',
    status: 'PUBLISHED',
    isAccessControlEnabled: true,
    filterSet: ATTENDED,
  });
  const [r5] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.email, 'r5@test.dev'));
  if (!r5) throw new Error('r5 missing');
  await db.insert(audienceGroupMembers).values([
    { groupId: live.id, registrationId: r5.id, addedManually: true },
    { groupId: live.id, registrationId: fx.regs.r1, addedManually: true },
  ]);
  return { ...fx, r5: r5.id };
}

describeApi('access impact beside a live custom access group', buildLiveGroupFixture, (s) => {
  const c = accessClient(s);
  const main = () => s.fx.main.id;

  it('places the live group’s members by its filter and by hand, as the explainer does', async () => {
    const groupsOf = async (registrationId: number) => {
      const response = await c.read(ACCESS_API.explain(main(), registrationId));
      return EffectiveAccessSchema.parse(response.json()).groups.map((g) => g.groupName);
    };
    expect(await groupsOf(s.fx.regs.r1)).toEqual(
      expect.arrayContaining(['Custom A', 'Live attended']),
    );
    expect(await groupsOf(s.fx.regs.r3)).toContain('Live attended');
    expect(await groupsOf(s.fx.r5)).toContain('Live attended');
    expect(await groupsOf(s.fx.regs.r2)).not.toContain('Live attended');
  });

  for (const [groupName, body] of [
    [
      'Live attended',
      {
        section: 'revoked',
        changes: [
          { id: 'NETWORKING', grantStatus: 'REVOKED' },
          { id: 'LOBBY', grantStatus: 'REVOKED' },
        ],
      },
    ],
    ['T1', { section: 'revoked', changes: [{ id: 'NETWORKING', grantStatus: 'REVOKED' }] }],
    ['Attendees', { section: 'base', changes: [{ id: 'NETWORKING', grantStatus: 'NO_GRANT' }] }],
    ['Custom A', { section: 'revoked', changes: [{ id: 'LOBBY', grantStatus: 'REVOKED' }] }],
  ] as const satisfies readonly (readonly [string, UpdateMappingsRequest])[]) {
    it(`previews ${groupName}'s change as the explainer's difference once saved`, async () => {
      const group = await c.group(groupName);
      const request = { section: body.section, changes: [...body.changes] };
      const was = await c.grants();
      const response = await c.post(ACCESS_API.impactPreview(main(), group.groupId), request);
      expect(response.statusCode).toBe(200);
      const preview = AccessImpactSchema.parse(response.json());
      const saved = await c.put(ACCESS_API.mappings(main(), group.groupId), request);
      expect(saved.statusCode).toBe(200);
      const { features } = expectPreviewOf(preview, was, await c.grants());
      expect(features.expected.size).toBeGreaterThan(0);
      await s.db
        .delete(accessFeatureMappings)
        .where(eq(accessFeatureMappings.accessGroupId, group.groupId));
    });
  }
});
