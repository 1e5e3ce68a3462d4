/**
 * Kept members a few changes old (migration 0027, kept-delta.ts): the generation triggers log the
 * registrants each statement may have changed, once the event has kept members; a page, the CSV
 * and a count (the audiences page's cards too) then take the kept rows of everyone else and read
 * the changed registrants again, and give what the walk along the event's registrants and a scan
 * give. Where the log cannot tell
 * (a change to anyone, a move not logged, too many registrants), nothing is read from it.
 */
import { before as beforeAll, it } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'expect';
import {
  allAudience,
  audiencePageIds,
  audienceWhere,
  countAudience,
  type AudienceRead,
} from './audience-query';
import type { AudienceFilter } from './audience-filter';
import { queryRows } from '../db/client';
import { REGISTRATIONS_NEWEST_FIRST } from '../db/registration-order';
import { audienceGroupMembers, audienceGroups, registrations } from '../db/schema';
import { invitees } from '../invite-lists/schema';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, type TestSession } from '../testing/http';
import { planWithout } from '../testing/plans';
import { describeApi } from '../testing/suite';
import {
  AUDIENCE_LIST_API,
  AudienceCountSchema,
  AudienceMemberPageSchema,
} from '@console/people-contract';
import { buildCustomGroupsFixture } from '../custom-groups/custom-groups-fixture';
import { customGroupSettings } from '../custom-groups/schema';
import { loadGroup } from './group-lookup';
import { listAudienceGroups } from './list';
import { AUDIENCE_CHANGE_LIMIT, keptCountNow, keptDelta } from './kept-delta';
import {
  addKeptMembersScene,
  BIG,
  countryAnswer,
  keepStaleGroups,
  type KeptMembersScene,
} from './kept-members-fixture';
import { keptMembersWalk } from './kept-members';
import { membershipWhere } from './membership';
import { audienceCellCounts, audienceChanges } from './schema';

const r = registrations;
const ch = audienceChanges;

describeApi('kept members brought up to now', buildCustomGroupsFixture, (s) => {
  const event = () => s.fx.main;
  let owner: TestSession;
  let scene: KeptMembersScene;
  let listId = 0;
  const at = (i: number) => scene.added[i] ?? 0;

  beforeAll(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    scene = await addKeptMembersScene(s.db, s.fx);
    const [list] = await s.db
      .insert(audienceGroups)
      .values({ eventId: event().id, type: 'INVITE_ONLY', name: 'Changing list' })
      .returning({ id: audienceGroups.id });
    listId = list?.id ?? 0;
    // Every registrant invited but the last four; those linked who registered.
    const rows = await s.db
      .select({ id: r.id, email: r.email, status: r.status })
      .from(r)
      .where(inArray(r.id, scene.added.slice(0, -4)));
    await s.db.insert(invitees).values(
      rows.map((row) => ({
        audienceGroupId: listId,
        eventId: event().id,
        email: row.email,
        invitationStatus:
          row.status === 'REGISTERED' ? ('REGISTERED' as const) : ('AWAITING_RESPONSE' as const),
        registrationId: row.status === 'REGISTERED' ? row.id : null,
      })),
    );
  });

  const keep = () => keepStaleGroups(s.db);
  const groupIds = () => [scene.groups.germany, scene.groups.chosen, listId];
  const whereOf = async (groupId: number, filter: AudienceFilter) =>
    audienceWhere(event().id, membershipWhere(await loadGroup(s.db, event().id, groupId)), filter);
  const changesSince = async (generation: number) =>
    (
      await s.db
        .select({ generation: ch.generation, ids: ch.registrationIds })
        .from(ch)
        .where(and(eq(ch.eventId, event().id), sql`${ch.generation} > ${generation}`))
        .orderBy(ch.generation)
    ).map((row) => ({
      generation: Number(row.generation),
      ids: row.ids === null ? null : [...row.ids].map(Number).sort((a, b) => a - b),
    }));
  const generation = async () => {
    const [row] = await queryRows<{ generation: string | number }>(
      s.db,
      sql`select generation from audience_generations where event_id = ${event().id}::int`,
    );
    return Number(row?.generation ?? 0);
  };
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  /** The audiences page's custom group cards, the event taken as big. */
  const customGroupCards = async () =>
    new Map(
      (await listAudienceGroups(s.db, event(), BIG)).customGroupList.map((card) => [
        card.audienceGroupId,
        { count: card.noOfAudiences, isCountUpdating: card.isCountUpdating },
      ]),
    );

  it('logs each move of the generation with the registrants it may have changed, once members are kept', async () => {
    const before = await generation();
    await s.db
      .update(r)
      .set({ lastName: 'Unkept' })
      .where(eq(r.id, at(0)));
    expect(await changesSince(before)).toEqual([]);

    await keep();
    const kept = await generation();
    const moves: { ids: number[] | null }[] = [];
    const logged = async (write: () => Promise<unknown>, ids: number[] | null) => {
      await write();
      moves.push({ ids: ids === null ? null : sorted(ids) });
    };
    await logged(
      () =>
        s.db
          .update(r)
          .set({ lastName: 'Logged' })
          .where(eq(r.id, at(0))),
      [at(0)],
    );
    await logged(
      () =>
        s.db
          .update(r)
          .set({ isAttended: sql`not ${r.isAttended}` })
          .where(inArray(r.id, [at(1), at(2)])),
      [at(1), at(2)],
    );
    await logged(
      () =>
        s.db.insert(audienceGroupMembers).values({
          groupId: scene.groups.germany,
          registrationId: at(5),
          addedManually: true,
        }),
      [at(5)],
    );
    // An invitee linked to another registrant: both registrants, the list's audience changes.
    await logged(
      () =>
        s.db
          .update(invitees)
          .set({ registrationId: at(33) })
          .where(and(eq(invitees.audienceGroupId, listId), eq(invitees.registrationId, at(0)))),
      [at(0), at(33)],
    );
    // Anyone: a group's settings, an invitee added (a guest list matches by email), an email.
    await logged(
      () =>
        s.db
          .update(customGroupSettings)
          .set({ updatedAt: new Date() })
          .where(eq(customGroupSettings.audienceGroupId, scene.groups.germany)),
      null,
    );
    await logged(
      () =>
        s.db.insert(invitees).values({
          audienceGroupId: listId,
          eventId: event().id,
          email: 'new-guest@test.dev',
        }),
      null,
    );
    await logged(
      () =>
        s.db
          .update(invitees)
          .set({ email: 'renamed@test.dev' })
          .where(eq(invitees.email, 'new-guest@test.dev')),
      null,
    );
    const log = await changesSince(kept);
    expect(log.map((row) => ({ ids: row.ids }))).toEqual(moves);
    // One row per move, none missing.
    expect(log.map((row) => row.generation)).toEqual(
      Array.from({ length: moves.length }, (_, i) => kept + i + 1),
    );
    // The link put back, for the tests below.
    await s.db
      .update(invitees)
      .set({ registrationId: at(0) })
      .where(and(eq(invitees.audienceGroupId, listId), eq(invitees.registrationId, at(33))));
  });

  it('walks, exports and counts each group a few changes old as the event and a scan do', async () => {
    await keep();
    const [latest] = await s.db
      .insert(r)
      .values({
        eventId: event().id,
        flowId: s.fx.flows.f1.id,
        role: 'ATTENDEE',
        status: 'REGISTERED',
        isAttended: false,
        ticketTypeId: s.fx.tickets.t1.id,
        firstName: 'Latest',
        lastName: 'Completed',
        email: 'latest@test.dev',
        customField: countryAnswer('DE'),
        createdAt: new Date(Date.UTC(2031, 0, 2)),
      })
      .returning({ id: r.id });
    // 0 leaves Germany, 1 joins it; 2 checks in; 4 moves to the newest; 6 withdraws; 9 is added by
    // hand; the list links the pending 7 once approved, and 8's link goes.
    await s.db
      .update(r)
      .set({ customField: countryAnswer('FR') })
      .where(eq(r.id, at(0)));
    await s.db
      .update(r)
      .set({ customField: countryAnswer('DE') })
      .where(eq(r.id, at(1)));
    await s.db
      .update(r)
      .set({ isAttended: sql`not ${r.isAttended}` })
      .where(eq(r.id, at(2)));
    await s.db
      .update(r)
      .set({ createdAt: new Date(Date.UTC(2031, 0, 3)) })
      .where(eq(r.id, at(4)));
    await s.db
      .update(r)
      .set({ status: 'REJECTED' })
      .where(eq(r.id, at(6)));
    await s.db
      .insert(audienceGroupMembers)
      .values({ groupId: scene.groups.germany, registrationId: at(9), addedManually: true })
      .onConflictDoNothing();
    await s.db
      .update(r)
      .set({ status: 'REGISTERED' })
      .where(eq(r.id, at(7)));
    await s.db
      .update(invitees)
      .set({ registrationId: at(7), invitationStatus: 'REGISTERED' })
      .where(and(eq(invitees.audienceGroupId, listId), eq(invitees.email, 'kept7@test.dev')));
    await s.db
      .update(invitees)
      .set({ registrationId: null, invitationStatus: 'AWAITING_RESPONSE' })
      .where(and(eq(invitees.audienceGroupId, listId), eq(invitees.registrationId, at(8))));

    const filters: AudienceFilter[] = [
      {},
      { isAttended: true },
      { roleTypeFilters: ['SPEAKER'] },
      { ticketTypeFilter: [s.fx.tickets.t1.id] },
      { roleTypeFilters: ['ATTENDEE'], isAttended: false },
    ];
    for (const groupId of groupIds()) {
      const delta = await keptDelta(s.db, event().id, groupId);
      expect(delta?.changed).toEqual(expect.arrayContaining([latest?.id ?? 0, at(0), at(7)]));
      for (const filter of filters) {
        const where = await whereOf(groupId, filter);
        const walk = await keptMembersWalk(s.db, event().id, groupId, filter, where);
        if (walk === null) throw new Error(`group ${groupId}: the delta was not read`);
        for (const offset of [0, 1, 3, 20])
          for (const limit of [2, 20]) {
            const page = { limit, offset };
            const walked = await s.db
              .select({ id: r.id })
              .from(r)
              .where(inArray(r.id, walk.ids(page)))
              .orderBy(...REGISTRATIONS_NEWEST_FIRST);
            const expected = await audiencePageIds(s.db, where, page);
            expect({ groupId, filter, page, ids: walked.map((row) => row.id) }).toEqual({
              groupId,
              filter,
              page,
              ids: expected.map((row) => row.id),
            });
          }
        expect({
          groupId,
          filter,
          count: await keptCountNow(s.db, event().id, groupId, filter, where),
        }).toEqual({
          groupId,
          filter,
          count: await countAudience(s.db, where),
        });
        const csv = async (read: AudienceRead) => {
          const chunks: number[][] = [];
          for await (const chunk of allAudience(s.db, event(), read, 7))
            chunks.push(chunk.map((row) => row.registrationId));
          return chunks;
        };
        expect(await csv({ where, size: null, walk })).toEqual(
          await csv({ where, size: null, walk: null }),
        );
      }
    }

    // The audiences page's cards: each custom group's count exact, not updating.
    const cards = await customGroupCards();
    for (const groupId of [scene.groups.germany, scene.groups.chosen])
      expect(cards.get(groupId)).toEqual({
        count: await countAudience(s.db, await whereOf(groupId, {})),
        isCountUpdating: undefined,
      });

    // Over HTTP: the audience list's first page and counts are the event's.
    for (const groupId of groupIds()) {
      const where = await whereOf(groupId, {});
      const page = await get(
        s.app,
        `/api${AUDIENCE_LIST_API.members(event().id, groupId)}?offset=0&limit=20`,
        owner,
      );
      expect(
        AudienceMemberPageSchema.parse(page.json()).items.map((m) => m.registrationId),
      ).toEqual(
        (await audiencePageIds(s.db, where, { limit: 20, offset: 0 })).map((row) => row.id),
      );
      for (const query of ['', '?isAttended=true'])
        expect({
          groupId,
          query,
          total: AudienceCountSchema.parse(
            (
              await get(s.app, `/api${AUDIENCE_LIST_API.count(event().id, groupId)}${query}`, owner)
            ).json(),
          ).total,
        }).toEqual({
          groupId,
          query,
          total: await countAudience(
            s.db,
            await whereOf(groupId, query ? { isAttended: true } : {}),
          ),
        });
    }
  });

  it('reads nothing from the log where it cannot tell', async () => {
    const germany = scene.groups.germany;
    await keep();
    expect(await keptDelta(s.db, event().id, germany)).toEqual(
      expect.objectContaining({ changed: [] }),
    );
    // A change to anyone.
    await s.db
      .update(customGroupSettings)
      .set({ updatedAt: new Date() })
      .where(eq(customGroupSettings.audienceGroupId, germany));
    expect(await keptDelta(s.db, event().id, germany)).toBeNull();
    expect(
      await keptMembersWalk(s.db, event().id, germany, {}, await whereOf(germany, {})),
    ).toBeNull();
    expect(
      await keptCountNow(s.db, event().id, germany, {}, await whereOf(germany, {})),
    ).toBeNull();
    expect((await customGroupCards()).get(germany)?.isCountUpdating).toBe(true);

    // A move not logged.
    await keep();
    await s.db
      .update(r)
      .set({ lastName: 'Twice' })
      .where(eq(r.id, at(10)));
    expect(await keptDelta(s.db, event().id, germany)).toEqual(
      expect.objectContaining({ changed: [at(10)] }),
    );
    await s.db
      .delete(ch)
      .where(and(eq(ch.eventId, event().id), eq(ch.generation, await generation())));
    expect(await keptDelta(s.db, event().id, germany)).toBeNull();

    // Cells counted after the members (a read on a small event) are not the members' cells.
    await keep();
    await s.db
      .update(r)
      .set({ lastName: 'Thrice' })
      .where(eq(r.id, at(10)));
    await s.db
      .update(audienceCellCounts)
      .set({ countedGeneration: sql`${audienceCellCounts.countedGeneration} + 1` })
      .where(eq(audienceCellCounts.audienceGroupId, germany));
    expect(await keptDelta(s.db, event().id, germany)).toEqual(
      expect.objectContaining({ cells: null }),
    );
    expect(
      await keptCountNow(s.db, event().id, germany, {}, await whereOf(germany, {})),
    ).toBeNull();

    // More registrants in one statement than are read again.
    await keep();
    await s.db.insert(r).values(
      Array.from({ length: AUDIENCE_CHANGE_LIMIT + 1 }, (_, i) => ({
        eventId: event().id,
        flowId: s.fx.flows.f1.id,
        role: 'ATTENDEE' as const,
        status: 'REGISTERED' as const,
        isAttended: false,
        firstName: `Many${i}`,
        lastName: 'Registrant',
        email: `many${i}@test.dev`,
        customField: countryAnswer('DE'),
      })),
    );
    expect(await changesSince((await generation()) - 1)).toEqual([
      { generation: await generation(), ids: null },
    ]);
    expect(await keptDelta(s.db, event().id, germany)).toBeNull();
  });

  it('forgets the log rows that no kept group needs', async () => {
    await s.db
      .update(r)
      .set({ lastName: 'Forgotten' })
      .where(eq(r.id, at(11)));
    expect((await changesSince(0)).length).toBeGreaterThan(0);
    await keep();
    expect(await changesSince(0)).toEqual([]);
    await s.db
      .update(r)
      .set({ lastName: 'Remembered' })
      .where(eq(r.id, at(11)));
    expect(await changesSince(0)).toEqual([{ generation: await generation(), ids: [at(11)] }]);
  });

  it('walks the kept members’ index up to the page for everyone unchanged, and finds the changed by key', async () => {
    await keep();
    await s.db
      .update(r)
      .set({ isAttended: sql`not ${r.isAttended}` })
      .where(inArray(r.id, [at(12), at(14)]));
    const filter: AudienceFilter = { isAttended: true, roleTypeFilters: ['ATTENDEE'] };
    const walk = await keptMembersWalk(
      s.db,
      event().id,
      scene.groups.germany,
      filter,
      await whereOf(scene.groups.germany, filter),
    );
    if (walk === null) throw new Error('the delta was not read');
    const text = await planWithout(
      s.db,
      ['seqscan', 'bitmapscan'],
      walk.ids({ limit: 20, offset: 20 }),
    );
    expect({
      keptUpToThePage:
        /Limit[^\n]*\n\s*->\s+Index Only Scan using audience_kept_members_newest_idx/.test(text),
      changedByKey: /Index Scan using registrations_pkey/.test(text),
      alongEvent: /registrations_event_/.test(text),
    }).toEqual({ keptUpToThePage: true, changedByKey: true, alongEvent: false });
  });
});
