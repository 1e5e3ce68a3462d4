/**
 * A live group's membership is spelled two ways (memberships.ts): an IN read along the event's
 * rows (pages, counts, CSV) and an EXISTS probed for a few ids (chips, access groups). Both must
 * select the same registrants: the saved filter's matches and the members added by id, never a
 * member row that was not added by id.
 */
import { it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'expect';
import { audienceGroupMembers, audienceGroups, registrations } from '../db/schema';
import { describeApi } from '../testing/suite';
import { buildCustomGroupsFixture, countryCondition, filterSetOf } from './custom-groups-fixture';
import { customMembersWhere, loadCustomGroups, type MembershipRead } from './memberships';
import { customGroupSettings } from './schema';

describeApi('custom group memberships', buildCustomGroupsFixture, (s) => {
  /** The fixture's registrants (r1..r6) the group's membership selects, read one way. */
  const selected = async (groupId: number, read: MembershipRead): Promise<number[]> => {
    const event = s.fx.main;
    const [group] = await loadCustomGroups(s.db, event, [groupId]);
    if (!group) throw new Error('group missing');
    const everyone = [1, 2, 3, 4, 5, 6].map((n) => s.fx.regId(n));
    const rows = await s.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(
          eq(registrations.eventId, event.id),
          read === 'ids' ? inArray(registrations.id, everyone) : undefined,
          customMembersWhere(groupId, group, read),
        ),
      );
    return rows.map((row) => everyone.indexOf(row.id) + 1).sort((a, b) => a - b);
  };

  it('selects the filter’s matches and the members added by id, read along rows or by ids', async () => {
    const [group] = await s.db
      .insert(audienceGroups)
      .values({ eventId: s.fx.main.id, type: 'CUSTOM', name: 'Germans and chosen' })
      .returning();
    if (!group) throw new Error('group missing');
    await s.db.insert(customGroupSettings).values({
      audienceGroupId: group.id,
      updateType: 'ACTIVE',
      status: 'PUBLISHED',
      filterSet: filterSetOf(countryCondition(s.fx)),
    });
    // r2 and r4 chosen by id; r5's row is a member row not added by id (from the group's past).
    await s.db.insert(audienceGroupMembers).values([
      { groupId: group.id, registrationId: s.fx.regId(2), addedManually: true },
      { groupId: group.id, registrationId: s.fx.regId(4), addedManually: true },
      { groupId: group.id, registrationId: s.fx.regId(5), addedManually: false },
    ]);
    // DE: r1, r3 and r6 (pending: the callers keep only completed registrations).
    expect(await selected(group.id, 'rows')).toEqual([1, 2, 3, 4, 6]);
    expect(await selected(group.id, 'ids')).toEqual([1, 2, 3, 4, 6]);
  });
});
