/**
 * A big event's custom group members kept with its cells (migration 0026, member-snapshots.ts): the
 * recount chore keeps exactly the members its count found; while the event's generation has not
 * moved, a page or the CSV without a search walks them and gives what the walk along the event's
 * registrants gives. Once a write moves the generation they are stale: a small event's pages walk
 * the event again, a big event's walk them as kept (freshness.ts), until the chore keeps
 * them again, rewriting only the rows that changed.
 * The truth each time: the group's members as its count finds them.
 */
import { before as beforeAll, it } from 'node:test';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'expect';
import { allAudience, audiencePageIds, audienceWhere, type AudienceRead } from './query';
import type { AudienceWalk } from './walk';
import type { AudienceFilter } from './filter';
import type { FreshnessOptions } from './freshness';
import { queryRows } from '../db/client';
import { REGISTRATIONS_NEWEST_FIRST } from '../db/registration-order';
import { audienceGroups, registrations } from '../db/schema';
import { invitees } from '../invite-lists/schema';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, type TestSession } from '../testing/http';
import { planWithout } from '../testing/plans';
import { describeApi } from '../testing/suite';
import {
  AUDIENCE_LIST_API,
  AudienceMemberPageSchema,
  CUSTOM_GROUP_API,
  CustomAudiencePageSchema,
} from '@console/people-contract';
import { savedGroupAudience } from '../custom-groups/audience';
import { buildCustomGroupsFixture } from '../custom-groups/custom-groups-fixture';
import { countCustomGroupMembers } from './custom-group-counts';
import { allMembers } from '../custom-groups/member-query';
import { loadCustomGroups } from '../custom-groups/memberships';
import { customGroupSettings } from '../custom-groups/schema';
import { loadGroup } from '../audiences/group-lookup';
import { keptMembersWalk } from './member-snapshots';
import { membershipWhere } from './group-membership';
import { staleGroupsOfBigEvents } from './snapshot-chore';
import { audienceKeptMembers } from '../audiences/schema';
import {
  addKeptMembersScene,
  BIG,
  countryAnswer,
  keepStaleGroups,
} from './member-snapshots-fixture';

const r = registrations;
const k = audienceKeptMembers;

describeApi('custom group kept members', buildCustomGroupsFixture, (s) => {
  const event = () => s.fx.main;
  let owner: TestSession;
  let groups = { germany: 0, chosen: 0 };
  let added: number[] = [];

  beforeAll(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    ({ added, groups } = await addKeptMembersScene(s.db, s.fx));
  });

  const membershipOf = async (groupId: number) =>
    membershipWhere(await loadGroup(s.db, event().id, groupId));
  /** The group's members now, as its count finds them, with the columns kept. */
  const truth = async (groupId: number) =>
    s.db
      .select({
        id: r.id,
        createdAt: sql<string>`${r.createdAt}::text`,
        role: r.role,
        ticketTypeId: r.ticketTypeId,
        isAttended: r.isAttended,
      })
      .from(r)
      .where(audienceWhere(event().id, await membershipOf(groupId), {}))
      .orderBy(asc(r.id));
  const kept = (groupId: number) =>
    s.db
      .select({
        id: k.registrationId,
        createdAt: sql<string>`${k.registrationCreatedAt}::text`,
        role: k.role,
        ticketTypeId: k.ticketTypeId,
        isAttended: k.isAttended,
      })
      .from(k)
      .where(eq(k.audienceGroupId, groupId))
      .orderBy(asc(k.registrationId));
  const keep = () => keepStaleGroups(s.db);
  const keptWalk = async (
    groupId: number,
    filter: AudienceFilter = {},
    options: FreshnessOptions = {},
  ) => {
    const { type } = await loadGroup(s.db, event().id, groupId);
    if (type !== 'CUSTOM' && type !== 'INVITE_ONLY') throw new Error('not a kept group');
    return keptMembersWalk(s.db, event().id, { id: groupId, type }, filter, options);
  };
  /** The walk along the group's kept members, which must be served (current, or on a big event). */
  const walkOf = async (
    groupId: number,
    filter: AudienceFilter = {},
    options: FreshnessOptions = {},
  ): Promise<AudienceWalk> => {
    const walk = await keptWalk(groupId, filter, options);
    if (walk === null) throw new Error('kept members not served');
    return walk;
  };
  const walkedIds = async (walk: AudienceWalk, page: { limit: number; offset: number }) =>
    (
      await s.db
        .select({ id: r.id })
        .from(r)
        .where(inArray(r.id, walk.ids(page)))
        .orderBy(...REGISTRATIONS_NEWEST_FIRST)
    ).map((row) => row.id);
  /** A write that may change anyone's membership (a group's settings): kept members go unread. */
  const moveGenerationForAnyone = () =>
    s.db
      .update(customGroupSettings)
      .set({ updatedAt: new Date() })
      .where(eq(customGroupSettings.audienceGroupId, groups.germany));

  it('keeps exactly the members its count found, for a live group and a static one', async () => {
    expect(await keptWalk(groups.germany)).toBeNull();
    expect(await keep()).toEqual(expect.arrayContaining([groups.germany, groups.chosen]));
    for (const groupId of [groups.germany, groups.chosen])
      expect({ groupId, kept: await kept(groupId) }).toEqual({
        groupId,
        kept: await truth(groupId),
      });
    expect((await truth(groups.germany)).length).toBeGreaterThan(20);
    expect(await keptWalk(groups.germany)).not.toBeNull();
  });

  it('walks the kept members to the pages and CSV chunks of the walk along the event', async () => {
    const filters: AudienceFilter[] = [
      {},
      { isAttended: true },
      { roleTypeFilters: ['SPEAKER'] },
      { ticketTypeFilter: [s.fx.tickets.t1.id] },
      { roleTypeFilters: ['ATTENDEE'], isAttended: false },
    ];
    const membership = await membershipOf(groups.germany);
    for (const filter of filters) {
      const walk = await walkOf(groups.germany, filter);
      const where = audienceWhere(event().id, membership, filter);
      for (const offset of [0, 1, 3, 20])
        for (const limit of [2, 20]) {
          const page = { limit, offset };
          const expected = (await audiencePageIds(s.db, where, page)).map((row) => row.id);
          expect({ filter, page, ids: await walkedIds(walk, page) }).toEqual({
            filter,
            page,
            ids: expected,
          });
        }
    }
    const where = audienceWhere(event().id, membership, {});
    const alongKept: AudienceRead = { where, size: null, walk: await walkOf(groups.germany) };
    const alongEvent: AudienceRead = { where, size: null, walk: null };
    const csv = async (read: AudienceRead) => {
      const chunks: number[][] = [];
      for await (const chunk of allAudience(s.db, event(), read, 7))
        chunks.push(chunk.map((row) => row.registrationId));
      return chunks;
    };
    const walked = await csv(alongKept);
    expect(walked.flat()).toHaveLength((await truth(groups.germany)).length);
    expect(walked).toEqual(await csv(alongEvent));
    const { context } = await savedGroupAudience(s.db, event(), groups.germany, {
      manualOnly: false,
    });
    const memberCsv = async (read: AudienceRead) => {
      const chunks: number[][] = [];
      for await (const chunk of allMembers(s.db, context, read, 7))
        chunks.push(chunk.map((row) => row.registrationId));
      return chunks;
    };
    expect(await memberCsv(alongKept)).toEqual(walked);
  });

  it('answers pages, CSV and chips over HTTP from the kept members while current, and from the event once they are not', async () => {
    const membersUrl = `/api${CUSTOM_GROUP_API.members(event().id, groups.germany)}?offset=0`;
    const listUrl = `/api${AUDIENCE_LIST_API.members(event().id, groups.germany)}?offset=0&limit=20`;
    const csvUrl = `/api${CUSTOM_GROUP_API.membersCsv(event().id, groups.germany)}`;
    const served = async () => {
      const members = await get(s.app, membersUrl, owner);
      const list = await get(s.app, listUrl, owner);
      const csv = await get(s.app, csvUrl, owner);
      expect([members.statusCode, list.statusCode, csv.statusCode]).toEqual([200, 200, 200]);
      return {
        members: CustomAudiencePageSchema.parse(members.json()).items.map((m) => m.registrationId),
        list: AudienceMemberPageSchema.parse(list.json()).items.map((m) => m.registrationId),
        csv: csv.body,
      };
    };
    const where = audienceWhere(event().id, await membershipOf(groups.germany), {});
    const firstPage = (await audiencePageIds(s.db, where, { limit: 20, offset: 0 })).map(
      (row) => row.id,
    );
    const [newest] = firstPage;
    const [row] = await s.db
      .select({ email: r.email })
      .from(r)
      .where(eq(r.id, newest ?? 0));
    const email = row?.email ?? '';
    expect((await served()).members).toEqual(firstPage);
    /** The newest member's chips on People > Attendees (custom groups from kept members too). */
    const chipsOfNewest = async () => {
      const url = `/api${AUDIENCE_LIST_API.members(event().id, null)}?search=${email}`;
      const items = AudienceMemberPageSchema.parse((await get(s.app, url, owner)).json()).items;
      const item = items.find((m) => m.registrationId === newest);
      return item?.audiences.map((chip) => chip.audienceGroupId);
    };
    expect(await chipsOfNewest()).toContain(groups.germany);

    // The newest member's kept row taken out (no trigger moves the generation for it): the
    // routes read the kept members, so it is missing from each.
    await s.db.delete(k).where(eq(k.registrationId, newest ?? 0));
    const fromKept = await served();
    expect(fromKept.members).toEqual(firstPage.slice(1, 20).concat(fromKept.members.slice(19)));
    expect(fromKept.members).not.toContain(newest);
    expect(fromKept.list).toEqual(fromKept.members);
    expect(fromKept.csv).not.toContain(email);
    expect(await chipsOfNewest()).not.toContain(groups.germany);

    // A write that may change anyone moves the generation: the routes walk the event, and the
    // member is back.
    await moveGenerationForAnyone();
    const fromEvent = await served();
    expect(fromEvent.members).toEqual(firstPage);
    expect(fromEvent.list).toEqual(firstPage);
    expect(fromEvent.csv).toContain(email);
    expect(await chipsOfNewest()).toContain(groups.germany);
    await keep();
    expect(await kept(groups.germany)).toEqual(await truth(groups.germany));
  });

  it('keeps a big invite list’s audience and walks it, and its invitees once it is stale', async () => {
    const [list] = await s.db
      .insert(audienceGroups)
      .values({ eventId: event().id, type: 'INVITE_ONLY', name: 'Kept list' })
      .returning({ id: audienceGroups.id });
    const listId = list?.id ?? 0;
    // Two registrants in three invited (the pending one left out), and a guest not registered.
    const registered = await s.db
      .select({ id: r.id, email: r.email })
      .from(r)
      .where(and(inArray(r.id, added), eq(r.status, 'REGISTERED')));
    await s.db.insert(invitees).values([
      ...registered
        .filter((_, index) => index % 3 !== 1)
        .map((registrant) => ({
          audienceGroupId: listId,
          eventId: event().id,
          email: registrant.email,
          invitationStatus: 'REGISTERED' as const,
          registrationId: registrant.id,
        })),
      { audienceGroupId: listId, eventId: event().id, email: 'guest@test.dev' },
    ]);
    // Under the usual size a list's page reads its rows whole: the chore leaves it.
    const bigOnly = await staleGroupsOfBigEvents(s.db, new Date(Date.now() + 5 * 60_000), {
      ...BIG,
      keepListsAbove: undefined,
    });
    expect(bigOnly.map((g) => g.groupId)).not.toContain(listId);

    expect(await keep()).toContain(listId);
    expect(await kept(listId)).toEqual(await truth(listId));
    expect((await truth(listId)).length).toBeGreaterThan(20);
    const membership = await membershipOf(listId);
    for (const filter of [{}, { isAttended: true }, { roleTypeFilters: ['SPEAKER' as const] }]) {
      const walk = await walkOf(listId, filter);
      const where = audienceWhere(event().id, membership, filter);
      for (const offset of [0, 3, 20]) {
        const page = { limit: 20, offset };
        const expected = (await audiencePageIds(s.db, where, page)).map((row) => row.id);
        expect({ filter, offset, ids: await walkedIds(walk, page) }).toEqual({
          filter,
          offset,
          ids: expected,
        });
      }
    }

    // Over HTTP: the newest's kept row taken out shows the page is read from the kept members;
    // once a write that may change anyone moves the generation, the page is the list's again.
    const url = `/api${AUDIENCE_LIST_API.members(event().id, listId)}?offset=0&limit=20`;
    const served = async () => {
      const response = await get(s.app, url, owner);
      expect(response.statusCode).toBe(200);
      return AudienceMemberPageSchema.parse(response.json()).items.map((m) => m.registrationId);
    };
    const where = audienceWhere(event().id, membership, {});
    const firstPage = (await audiencePageIds(s.db, where, { limit: 20, offset: 0 })).map(
      (row) => row.id,
    );
    expect(await served()).toEqual(firstPage);
    await s.db
      .delete(k)
      .where(and(eq(k.audienceGroupId, listId), eq(k.registrationId, firstPage[0] ?? 0)));
    expect(await served()).toEqual(firstPage.slice(1).concat((await served()).slice(19)));
    await moveGenerationForAnyone();
    expect(await served()).toEqual(firstPage);

    // On a big event the stale kept members are still walked, as the list's count is answered
    // from its kept cells (updating), until the chore keeps them again.
    expect(await keptWalk(listId)).toBeNull();
    const page = { limit: 20, offset: 0 };
    const stale = await walkedIds(await walkOf(listId, {}, BIG), page);
    expect(stale).not.toContain(firstPage[0]);
    expect(stale).toEqual(firstPage.slice(1).concat(stale.slice(19)));
    await keep();
    expect(await walkedIds(await walkOf(listId, {}, BIG), page)).toEqual(firstPage);
  });

  it('keeps again after changes, rewriting only the rows that changed', async () => {
    await keep();
    const before = new Map(
      (
        await queryRows<{ id: number; version: string }>(
          s.db,
          sql`select ${k.registrationId} as id, xmin::text as version from ${k}
            where ${k.audienceGroupId} = ${groups.germany}::int`,
        )
      ).map((row) => [Number(row.id), row.version]),
    );
    const germanAt = (i: number) => added[i] ?? 0;
    // Member 0 leaves for France, registrant 1 moves to Germany; member 2 checks in; member 4's
    // registration moves back a day.
    await s.db
      .update(r)
      .set({ customField: countryAnswer('FR') })
      .where(eq(r.id, germanAt(0)));
    await s.db
      .update(r)
      .set({ customField: countryAnswer('DE') })
      .where(eq(r.id, germanAt(1)));
    await s.db
      .update(r)
      .set({ isAttended: sql`not ${r.isAttended}` })
      .where(eq(r.id, germanAt(2)));
    await s.db
      .update(r)
      .set({ createdAt: sql`${r.createdAt} - interval '1 day'` })
      .where(eq(r.id, germanAt(4)));
    // Four registrants changed: on a small event the stale members are not walked; on a big one
    // they are walked as they were kept (freshness.ts) until the chore keeps them again.
    expect(await keptWalk(groups.germany)).toBeNull();
    const asKept = await keptMembersWalk(
      s.db,
      event().id,
      { id: groups.germany, type: 'CUSTOM' },
      {},
      BIG,
    );
    if (asKept === null) throw new Error('a big event walks its stale kept members');
    const keptFirst = await s.db
      .select({ id: k.registrationId })
      .from(k)
      .where(eq(k.audienceGroupId, groups.germany))
      .orderBy(desc(k.registrationCreatedAt), desc(k.registrationId))
      .limit(40);
    const byId = (a: number, b: number) => a - b;
    expect((await walkedIds(asKept, { limit: 40, offset: 0 })).sort(byId)).toEqual(
      keptFirst.map((row) => row.id).sort(byId),
    );
    expect(keptFirst.map((row) => row.id)).toContain(germanAt(0));

    expect(await keep()).toContain(groups.germany);
    const after = await kept(groups.germany);
    expect(after).toEqual(await truth(groups.germany));
    const versions = await queryRows<{ id: number; version: string }>(
      s.db,
      sql`select ${k.registrationId} as id, xmin::text as version from ${k}
        where ${k.audienceGroupId} = ${groups.germany}::int`,
    );
    const rewritten = versions
      .filter((row) => before.get(Number(row.id)) !== row.version)
      .map((row) => Number(row.id))
      .sort((a, b) => a - b);
    expect(rewritten).toEqual([germanAt(1), germanAt(2), germanAt(4)].sort((a, b) => a - b));
    expect(after.map((m) => m.id)).not.toContain(germanAt(0));
  });

  it('lets the chore keep a group whose count a read made fresh, and drops a deleted group’s', async () => {
    await moveGenerationForAnyone();
    await countCustomGroupMembers(
      s.db,
      event().id,
      groups.germany,
      (await loadCustomGroups(s.db, event(), [groups.germany]))[0] ?? null,
    );
    expect(await keptWalk(groups.germany)).toBeNull();
    const stale = await staleGroupsOfBigEvents(s.db, new Date(Date.now() + 5 * 60_000), BIG);
    expect(stale.map((g) => g.groupId)).toContain(groups.germany);
    await keep();
    expect(await keptWalk(groups.germany)).not.toBeNull();

    await s.db.delete(audienceGroups).where(eq(audienceGroups.id, groups.chosen));
    expect(await kept(groups.chosen)).toEqual([]);
  });

  it('walks a page along the kept members’ index alone, never sorting', async () => {
    await keep();
    const walk = await walkOf(groups.germany, { isAttended: true, roleTypeFilters: ['ATTENDEE'] });
    const text = await planWithout(
      s.db,
      ['sort', 'seqscan', 'bitmapscan'],
      walk.ids({ limit: 20, offset: 20 }),
    );
    expect({
      sorts: /\bSort\b/.test(text),
      alongKept: /Index (Only )?Scan using audience_kept_members_newest_idx/.test(text),
      readsRegistrations: /registrations/.test(text),
    }).toEqual({ sorts: false, alongKept: true, readsRegistrations: false });
  });
});
