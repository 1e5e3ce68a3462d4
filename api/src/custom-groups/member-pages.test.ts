/**
 * A saved group's member pages are planned from its member rows, counted first (audience.ts): none
 * answers without a query, a few are read whole and sorted, many are walked. At small scale every
 * group is small, so the read-whole pages and CSV chunks are checked here against the walk, at
 * several offsets, with a search, rows sharing a created_at and a member who is not registered.
 */
import { before as beforeAll, it } from 'node:test';
import { expect } from 'expect';
import type { EventType } from '@console/shared/contract';
import { CUSTOM_GROUP_API, CustomAudiencePageSchema } from '@console/people-contract';
import { SMALL_AUDIENCE, type AudienceRead } from '../audience-read/query';
import {
  audienceGroupMembers,
  audienceGroups,
  registrationFlows,
  registrations,
} from '../db/schema';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { savedGroupAudience } from './audience';
import { buildCustomGroupsFixture } from './custom-groups-fixture';
import { allMembers, selectMemberPage } from './member-query';
import { memberRowsUpTo } from './memberships';
import { customGroupSettings } from './schema';

const REGISTRANTS = 30;
const MEMBERS = 24;
const MANUAL = 9;

describeApi('custom group member pages', buildCustomGroupsFixture, (s) => {
  let owner: TestSession;
  let event: { id: number; type: EventType };
  const groups = { static: 0, live: 0, noManual: 0 };

  beforeAll(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    event = { id: s.fx.second.id, type: s.fx.second.type };
    const [flow] = await s.db
      .insert(registrationFlows)
      .values({ eventId: event.id, name: 'Webinar flow' })
      .returning();
    if (!flow) throw new Error('flow missing');
    // Three registrants to each created_at, so offsets cross ties; one pending member.
    const rows = await s.db
      .insert(registrations)
      .values(
        Array.from({ length: REGISTRANTS + 1 }, (_, i) => ({
          eventId: event.id,
          flowId: flow.id,
          role: 'ATTENDEE' as const,
          status: i === REGISTRANTS ? ('PENDING' as const) : ('REGISTERED' as const),
          firstName: `Member${i}`,
          lastName: i % 2 === 0 ? 'Even' : 'Odd',
          email: `member${i}@test.dev`,
          createdAt: new Date(Date.UTC(2030, 0, 1, Math.floor(i / 3))),
        })),
      )
      .returning({ id: registrations.id });
    const ids = rows.map((row) => row.id);
    const made = await s.db
      .insert(audienceGroups)
      .values(
        ['Static', 'Live', 'No manual'].map((name) => ({
          eventId: event.id,
          type: 'CUSTOM' as const,
          name,
        })),
      )
      .returning({ id: audienceGroups.id });
    const [staticGroup, liveGroup, noManualGroup] = made.map((g) => g.id);
    if (!staticGroup || !liveGroup || !noManualGroup) throw new Error('groups missing');
    Object.assign(groups, { static: staticGroup, live: liveGroup, noManual: noManualGroup });
    await s.db.insert(customGroupSettings).values([
      { audienceGroupId: groups.static, updateType: 'STATIC', status: 'PUBLISHED' },
      { audienceGroupId: groups.live, updateType: 'ACTIVE', status: 'PUBLISHED' },
      { audienceGroupId: groups.noManual, updateType: 'STATIC', status: 'PUBLISHED' },
    ]);
    // The static group: every other registrant up to MEMBERS rows, the pending one among them,
    // MANUAL of them added by id; the third group has member rows but none added by id.
    const memberIds = [ids[REGISTRANTS] ?? -1, ...ids.slice(0, MEMBERS - 1)];
    await s.db.insert(audienceGroupMembers).values([
      ...memberIds.map((registrationId, i) => ({
        groupId: groups.static,
        registrationId,
        addedManually: i < MANUAL,
      })),
      ...ids.slice(0, 5).map((registrationId) => ({ groupId: groups.noManual, registrationId })),
    ]);
  });

  it('counts a group’s member rows, or only its manual ones, up to the cap', async () => {
    expect(await memberRowsUpTo(s.db, groups.static, false, 1000)).toBe(MEMBERS);
    expect(await memberRowsUpTo(s.db, groups.static, true, 1000)).toBe(MANUAL);
    expect(await memberRowsUpTo(s.db, groups.static, false, 10)).toBe(10);
    expect(await memberRowsUpTo(s.db, groups.noManual, true, 1000)).toBe(0);
    const sizeOf = async (groupId: number, manualOnly: boolean) =>
      (await savedGroupAudience(s.db, event, groupId, { manualOnly })).read.size;
    expect(await sizeOf(groups.static, false)).toBe(MEMBERS);
    expect(await sizeOf(groups.static, true)).toBe(MANUAL);
    expect(await sizeOf(groups.noManual, true)).toBe(0);
    // A live group's members are a filter over registrants: no size is known before reading.
    expect(await sizeOf(groups.live, false)).toBeNull();
    expect(await sizeOf(groups.live, true)).toBe(0);
    expect(MEMBERS).toBeLessThanOrEqual(SMALL_AUDIENCE);
  });

  it('gives the same pages and CSV chunks read whole as walked', async () => {
    for (const manualOnly of [false, true])
      for (const search of [undefined, 'odd']) {
        const { read: whole, context } = await savedGroupAudience(s.db, event, groups.static, {
          manualOnly,
          search,
        });
        const alongEvent: AudienceRead = { ...whole, size: null };
        const seen = [];
        for (const offset of [0, 2, 5, 20]) {
          const read = await selectMemberPage(s.db, context, whole, offset);
          const walked = await selectMemberPage(s.db, context, alongEvent, offset);
          expect({ manualOnly, search, offset, read }).toEqual({
            manualOnly,
            search,
            offset,
            read: walked,
          });
          seen.push(read.items.length);
        }
        expect(seen[0]).toBeGreaterThan(2);
        const chunks = async (audience: AudienceRead) => {
          const ids = [];
          for await (const chunk of allMembers(s.db, context, audience, 4))
            ids.push(chunk.map((m) => m.registrationId));
          return ids;
        };
        expect(await chunks(whole)).toEqual(await chunks(alongEvent));
      }
  });

  it('answers the manual members page of a group with none added by id', async () => {
    const response = await get(
      s.app,
      `/api${CUSTOM_GROUP_API.manualMembers(event.id, groups.noManual)}`,
      owner,
    );
    expect(response.statusCode).toBe(200);
    expect(CustomAudiencePageSchema.parse(response.json()).items).toEqual([]);
    const members = await get(
      s.app,
      `/api${CUSTOM_GROUP_API.members(event.id, groups.noManual)}`,
      owner,
    );
    expect(CustomAudiencePageSchema.parse(members.json()).items).toHaveLength(5);
  });
});
