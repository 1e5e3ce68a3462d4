/**
 * Kept custom group counts (migrations 0014, 0023): a fresh kept count is answered as stored; every
 * write that can change a custom group's members makes the event's counts stale and the next
 * read exact; on a big event (the threshold lowered) a stale count is answered as updating and
 * the worker's chore makes it fresh. The truth each time: the group counted as its members
 * endpoint lists them.
 */
import { it } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'expect';
import { audienceWhere, countAudience } from './query';
import { listAudienceGroups } from '../audiences/list';
import { audienceCellCounts } from '../audiences/schema';
import { queryRows } from '../db/client';
import { audienceGroupMembers, audienceGroups, registrations } from '../db/schema';
import { invitees } from '../invite-lists/schema';
import { describeApi } from '../testing/suite';
import type { AudienceGroup, FilterCondition, FilterSet } from '@console/people-contract';
import {
  buildCustomGroupsFixture,
  countryCondition,
  filterSetOf,
} from '../custom-groups/custom-groups-fixture';
import type { FreshnessOptions } from './freshness';
import { customMembersWhere, loadCustomGroups } from '../custom-groups/memberships';
import { recountStaleGroups } from './snapshot-chore';
import { customGroupSettings } from '../custom-groups/schema';

/** The threshold lowered so that the fixture's event (5 completed registrations) is "big". */
const BIG: FreshnessOptions = { countNowBelow: 1 };

describeApi('kept custom group counts', buildCustomGroupsFixture, (s) => {
  const event = () => s.fx.main;
  const condition = (over: Partial<FilterCondition>): FilterCondition =>
    countryCondition(s.fx, over);
  const filterSet = filterSetOf;
  const guestListB = () =>
    condition({
      filterFieldId: 'email',
      fieldName: 'email',
      filterType: 'MANUAL',
      operator: 'IN_GUEST_LIST',
      compareValue: null,
      customConditionData: { dataSourceType: 'INVITE_LIST', dataSource: s.fx.inviteB.id },
    });

  const addGroup = async (
    name: string,
    updateType: 'ACTIVE' | 'STATIC',
    filter: FilterSet | null,
  ): Promise<number> => {
    const [group] = await s.db
      .insert(audienceGroups)
      .values({ eventId: event().id, type: 'CUSTOM', name })
      .returning();
    if (!group) throw new Error('group missing');
    await s.db.insert(customGroupSettings).values({
      audienceGroupId: group.id,
      updateType,
      status: 'PUBLISHED',
      filterSet: filter,
    });
    return group.id;
  };
  const addMember = (groupId: number, n: number, addedManually: boolean) =>
    s.db
      .insert(audienceGroupMembers)
      .values({ groupId, registrationId: s.fx.regId(n), addedManually });

  /** Every custom group of the event counted exactly now, as its members endpoint lists them. */
  const truth = async (): Promise<Map<number, number>> => {
    const counts = new Map<number, number>();
    for (const group of await loadCustomGroups(s.db, event())) {
      const where = audienceWhere(event().id, customMembersWhere(group.id, group), {});
      counts.set(group.id, await countAudience(s.db, where));
    }
    return counts;
  };
  const cards = async (options: FreshnessOptions = {}): Promise<Map<number, AudienceGroup>> => {
    const list = await listAudienceGroups(s.db, event(), options);
    return new Map(list.customGroupList.map((g) => [g.audienceGroupId, g]));
  };
  const shown = async (options: FreshnessOptions = {}) =>
    new Map([...(await cards(options))].map(([id, card]) => [id, card.noOfAudiences]));
  const generation = async (): Promise<number> => {
    const [row] = await queryRows<{ g: string | null }>(
      s.db,
      sql`select generation::text as g from audience_generations where event_id = ${event().id}::int`,
    );
    return Number(row?.g ?? 0);
  };
  /** The group's kept cells replaced by one cell of `registrants`: its kept count. */
  const setKept = (groupId: number, registrants: number) =>
    s.db
      .update(audienceCellCounts)
      .set({ cells: [{ role: 'ATTENDEE', ticketTypeId: null, isAttended: false, registrants }] })
      .where(eq(audienceCellCounts.audienceGroupId, groupId));

  let byCountry = 0;
  let byGuestList = 0;
  let chosen = 0;

  it('counts stale groups during the read on a small event, keeps them, then reads them', async () => {
    byCountry = await addGroup('Germany', 'ACTIVE', filterSet(condition({})));
    await addMember(byCountry, 5, true);
    byGuestList = await addGroup('Guest list B', 'ACTIVE', filterSet(guestListB()));
    chosen = await addGroup('Chosen', 'STATIC', null);
    await addMember(chosen, 1, false);
    await addMember(chosen, 2, false);

    const first = await cards();
    expect(new Map([...first].map(([id, c]) => [id, c.noOfAudiences]))).toEqual(await truth());
    expect([byCountry, byGuestList, chosen].map((id) => first.get(id)?.noOfAudiences)).toEqual([
      3, 1, 2,
    ]);
    expect([...first.values()].some((c) => 'isCountUpdating' in c)).toBe(false);
    const kept = await s.db
      .select()
      .from(audienceCellCounts)
      .where(inArray(audienceCellCounts.audienceGroupId, [byCountry, byGuestList, chosen]));
    expect(kept).toHaveLength(3);
    expect(kept.map((k) => k.countedGeneration)).toEqual(
      kept.map(() => kept[0]?.countedGeneration),
    );
    expect(kept[0]?.countedGeneration).toBe(await generation());

    // Fresh: the stored row is the answer (a number nobody counted proves it is not recounted).
    await setKept(byCountry, 999);
    expect((await shown()).get(byCountry)).toBe(999);
    expect((await shown(BIG)).get(byCountry)).toBe(999);
  });

  it('makes the counts stale on every write that can change a group, and the next read exact', async () => {
    const r = registrations;
    const emailOf = async (n: number) => {
      const [row] = await s.db
        .select({ email: r.email })
        .from(r)
        .where(eq(r.id, s.fx.regId(n)));
      return row?.email ?? '';
    };
    const writes: [string, () => Promise<unknown>][] = [
      [
        'a registrant matching the filter',
        () =>
          s.db.insert(r).values({
            eventId: event().id,
            flowId: s.fx.flows.f1.id,
            firstName: 'New',
            lastName: 'German',
            email: 'new.german@test.dev',
            role: 'ATTENDEE',
            status: 'REGISTERED',
            customField: { country: { kind: 'options', options: [{ label: 'DE', value: 'DE' }] } },
          }),
      ],
      [
        'a status change',
        () =>
          s.db
            .update(r)
            .set({ status: 'PENDING' })
            .where(eq(r.id, s.fx.regId(1))),
      ],
      ['a manual member added', () => addMember(byCountry, 4, true)],
      [
        'a manual member removed',
        () =>
          s.db
            .delete(audienceGroupMembers)
            .where(
              and(
                eq(audienceGroupMembers.groupId, byCountry),
                eq(audienceGroupMembers.registrationId, s.fx.regId(4)),
              ),
            ),
      ],
      [
        'an invitee added to the guest list a filter names',
        async () =>
          s.db.insert(invitees).values({
            audienceGroupId: s.fx.inviteB.id,
            eventId: event().id,
            email: await emailOf(4),
          }),
      ],
      [
        'the saved filter edited',
        () =>
          s.db
            .update(customGroupSettings)
            .set({ filterSet: filterSet(condition({ compareValue: 'FR' })) })
            .where(eq(customGroupSettings.audienceGroupId, byCountry)),
      ],
      ['a static member row added', () => addMember(chosen, 3, false)],
    ];
    for (const [what, write] of writes) {
      const before = await shown();
      const generationBefore = await generation();
      await write();
      expect({ what, moved: (await generation()) > generationBefore }).toEqual({
        what,
        moved: true,
      });
      const after = await shown();
      expect({ what, after }).toEqual({ what, after: await truth() });
      expect({ what, changed: [...after].some(([id, n]) => before.get(id) !== n) }).toEqual({
        what,
        changed: true,
      });
    }

    await s.db.delete(audienceGroups).where(eq(audienceGroups.id, chosen));
    expect((await cards()).has(chosen)).toBe(false);
    expect(
      await s.db
        .select()
        .from(audienceCellCounts)
        .where(eq(audienceCellCounts.audienceGroupId, chosen)),
    ).toEqual([]);
    expect(await shown()).toEqual(await truth());
  });

  it('leaves the counts fresh when a write cannot change any group (no completed registration)', async () => {
    await shown();
    const before = await generation();
    await s.db
      .update(registrations)
      .set({ status: 'APPROVED' })
      .where(eq(registrations.id, s.fx.regId(6)));
    expect(await generation()).toBe(before);
  });

  it('answers a big event’s stale counts as updating, and the chore makes them fresh and exact', async () => {
    await shown();
    const counted = await shown();
    // A registrant leaves the audience, and a group nobody has counted yet appears.
    await s.db
      .update(registrations)
      .set({ status: 'PENDING' })
      .where(eq(registrations.id, s.fx.regId(2)));
    const newcomer = await addGroup('Newcomer', 'ACTIVE', filterSet(condition({})));

    const stale = await cards(BIG);
    expect(stale.get(byGuestList)).toMatchObject({
      noOfAudiences: counted.get(byGuestList),
      isCountUpdating: true,
    });
    expect(stale.get(byGuestList)).not.toHaveProperty('isCountMissing');
    expect(stale.get(newcomer)).toMatchObject({
      noOfAudiences: 0,
      isCountUpdating: true,
      isCountMissing: true,
    });

    // Under the usual threshold the chore leaves this small event to the reads.
    expect(await recountStaleGroups(s.db, new Date())).toEqual([]);
    // Recounted a minute ago or never: the chore's clock a few minutes on, a few groups a run.
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await recountStaleGroups(s.db, later, { ...BIG, limit: 1 })).toHaveLength(1);
    while ((await recountStaleGroups(s.db, later, { ...BIG, limit: 1 })).length > 0);

    const fresh = await cards(BIG);
    expect([...fresh.values()].some((c) => 'isCountUpdating' in c)).toBe(false);
    expect(new Map([...fresh].map(([id, c]) => [id, c.noOfAudiences]))).toEqual(await truth());
    expect(fresh.get(byGuestList)?.noOfAudiences).toBe((counted.get(byGuestList) ?? 0) - 1);
  });

  it('lets the chore recount a group only a minute after it last counted it, however often the event changes', async () => {
    const inAWhile = () => new Date(Date.now() + 10_000);
    const later = () => new Date(Date.now() + 5 * 60_000);
    const recount = (now: Date) => recountStaleGroups(s.db, now, { ...BIG, limit: 100 });
    // A write that moves the event's generation: every custom group stale.
    const change = async () => {
      await addMember(byCountry, 6, true);
      await s.db
        .delete(audienceGroupMembers)
        .where(
          and(
            eq(audienceGroupMembers.groupId, byCountry),
            eq(audienceGroupMembers.registrationId, s.fx.regId(6)),
          ),
        );
    };
    await recount(later());
    await s.db
      .update(audienceCellCounts)
      .set({ countedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(audienceCellCounts.eventId, event().id));

    await change();
    const recounted = await recount(inAWhile());
    expect(recounted).toContain(byCountry);
    // Just recounted: stale again at once, but left for a minute.
    await change();
    expect(await recount(inAWhile())).toEqual([]);
    expect(await recount(later())).toEqual(expect.arrayContaining(recounted));
  });
});
