import { it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import { ACCESS_API, AccessGroupSchema } from '@console/access-control-contract';
import { customGroupSettings } from '../custom-groups/schema';
import { FIXTURE_USERS } from '../testing/fixture';
import { get } from '../testing/http';
import { describeApi } from '../testing/suite';
import { buildAccessFixture, FIXTURE_DAYS } from './access-control-fixture';
import { NOT_FOR_WEBINARS_OR_SERIES } from './access-event';
import { accessClient } from './access-test-client';
import { accessDayMappings, accessGroups } from './schema';

describeApi('access groups', buildAccessFixture, (s) => {
  const c = accessClient(s);

  it('makes a group per role, top-level ticket, flow and custom group with access control on', async () => {
    const groups = await c.groups();
    expect(groups.map((g) => [g.groupName, g.groupType, g.isBaseGroup])).toEqual([
      ['Attendees', 'DEFAULT', true],
      ['Organizers', 'DEFAULT', true],
      ['Speakers', 'DEFAULT', true],
      ['Moderators', 'DEFAULT', true],
      ['Sponsors', 'DEFAULT', true],
      ['T1', 'TICKET', false],
      ['T2', 'TICKET', false],
      ['T3', 'TICKET', false],
      ['F1', 'FLOW', false],
      ['F2', 'FLOW', false],
      ['Custom A', 'CUSTOM', false],
    ]);
    const attendees = groups[0];
    for (const derived of groups.filter((g) => !g.isBaseGroup))
      expect(derived.baseAccessGroupId).toBe(attendees?.groupId);
    expect(groups.filter((g) => g.isBaseGroup).every((g) => g.baseAccessGroupId === null)).toBe(
      true,
    );
    expect(groups.find((g) => g.groupName === 'Custom A')?.audienceGroupId).toBe(s.fx.custom.id);
  });

  it('is idempotent, and gives every new group a row per event day', async () => {
    const first = await c.groups();
    expect(await c.groups()).toEqual(first);
    const [made] = await s.db
      .select({ n: count() })
      .from(accessGroups)
      .where(eq(accessGroups.eventId, s.fx.main.id));
    expect(made?.n).toBe(first.length);
    const days = await s.db
      .select()
      .from(accessDayMappings)
      .where(eq(accessDayMappings.accessGroupId, first[5]?.groupId ?? -1));
    expect(days.map((d) => [d.dayAccessDate, d.grantStatus]).sort()).toEqual(
      FIXTURE_DAYS.map((day) => [day, 'GRANT']),
    );
  });

  it('follows a custom group’s access control: listed when on, kept but unlisted when off', async () => {
    const settings = customGroupSettings;
    await s.db
      .update(settings)
      .set({ isAccessControlEnabled: true })
      .where(eq(settings.audienceGroupId, s.fx.customOff.id));
    expect((await c.groups()).map((g) => g.groupName)).toContain('Custom off');
    await s.db
      .update(settings)
      .set({ isAccessControlEnabled: false })
      .where(eq(settings.audienceGroupId, s.fx.customOff.id));
    expect((await c.groups()).map((g) => g.groupName)).not.toContain('Custom off');
    const kept = await s.db
      .select()
      .from(accessGroups)
      .where(eq(accessGroups.audienceGroupId, s.fx.customOff.id));
    expect(kept).toHaveLength(1);
    const byAudience = await c.read(ACCESS_API.byAudienceGroup(s.fx.main.id, s.fx.customOff.id));
    expect(byAudience.statusCode).toBe(404);
  });

  it('answers the access group of an audience group, 404 for another event’s', async () => {
    const response = await c.read(ACCESS_API.byAudienceGroup(s.fx.main.id, s.fx.custom.id));
    expect(response.statusCode).toBe(200);
    expect(AccessGroupSchema.parse(response.json())).toMatchObject({
      groupName: 'Custom A',
      groupType: 'CUSTOM',
      audienceGroupId: s.fx.custom.id,
    });
    const otherGroups = await c.groups(s.fx.other.id);
    const foreign = otherGroups[0]?.audienceGroupId ?? -1;
    const cross = await c.read(ACCESS_API.byAudienceGroup(s.fx.main.id, foreign));
    expect(cross.statusCode).toBe(404);
    expect(cross.json().code).toBe(ERROR_CODES.notFound);
  });

  it('answers 404 with the reason on a webinar (the tab is hidden there)', async () => {
    const response = await c.read(ACCESS_API.groups(s.fx.second.id));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: ERROR_CODES.notFound,
      message: NOT_FOR_WEBINARS_OR_SERIES,
    });
    const none = await s.db
      .select({ n: count() })
      .from(accessGroups)
      .where(eq(accessGroups.eventId, s.fx.second.id));
    expect(none[0]?.n).toBe(0);
  });

  it('needs a session and PEOPLE_ACCESS_CONTROL_WRITE', async () => {
    expect((await get(s.app, `/api${ACCESS_API.groups(s.fx.main.id)}`)).statusCode).toBe(401);
    for (const user of ['approver', 'inviter', 'booth', 'outsider'] as const) {
      const response = await c.read(ACCESS_API.groups(s.fx.main.id), FIXTURE_USERS[user]);
      expect([user, response.statusCode]).toEqual([user, 403]);
    }
  });
});
