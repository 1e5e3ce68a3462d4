/**
 * Audience counts answered from what is kept (audience-count.ts): the whole event's and every system
 * group's count, unfiltered or with role, status and ticket filters, equals a count of the
 * registrants, a custom group's count is its
 * kept count while fresh and exact after a write (on a big event, the last one, as updating), an
 * invite list's count is its kept registered invitees and stays the scan's after its registrants'
 * writes, and the custom group count of "everyone" (no filter set, no search) is the event's
 * completed registrations.
 */
import { it } from 'node:test';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { expect } from 'expect';
import { inviteeCounts, invitees } from '../invite-lists/schema';
import { audienceGroupMembers, audienceGroups, registrations, ticketTypes } from '../db/schema';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import {
  AUDIENCE_LIST_API,
  AudienceCountSchema,
  CUSTOM_GROUP_API,
  CustomAudienceCountSchema,
} from '@console/people-contract';
import { audienceWhere, countAudience } from './query';
import type { AudienceFilter } from './filter';
import type { AudienceCell } from '../audiences/schema';
import { audienceCellCounts } from '../audiences/schema';
import { loadGroup } from '../audiences/group-lookup';
import { membershipWhere } from './group-membership';
import { keptAudienceCount } from './audience-count';

/** The big-event path of freshness.ts, on the fixture's few registrants. */
const BIG = { countNowBelow: 1 };

describeApi('kept audience counts', buildFixture, (s) => {
  let session: TestSession | null = null;
  const owner = async () => (session ??= await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD));
  const main = () => s.fx.main.id;
  const total = async (scope: number | null, query = '') => {
    const response = await get(
      s.app,
      `/api${AUDIENCE_LIST_API.count(main(), scope)}${query}`,
      await owner(),
    );
    expect(response.statusCode).toBe(200);
    return AudienceCountSchema.parse(response.json()).total;
  };
  /** The same count as before kept counts: the group's registrants counted. */
  const scanned = async (scope: number | null, filter: AudienceFilter = {}) => {
    const membership =
      scope === null ? undefined : membershipWhere(await loadGroup(s.db, main(), scope));
    return countAudience(s.db, audienceWhere(main(), membership, filter));
  };

  it('answers the event’s and every system group’s unfiltered count as a scan would', async () => {
    const groups = await s.db
      .select({ id: audienceGroups.id })
      .from(audienceGroups)
      .where(and(eq(audienceGroups.eventId, main()), ne(audienceGroups.type, 'CUSTOM')));
    expect(groups.length).toBeGreaterThan(5);
    for (const scope of [null, ...groups.map((g) => g.id)]) {
      expect({ scope, n: await total(scope) }).toEqual({ scope, n: await scanned(scope) });
      expect({ scope, n: await total(scope, '?isAttended=true') }).toEqual({
        scope,
        n: await scanned(scope, { isAttended: true }),
      });
    }
    expect(await total(null)).toBe(5);
  });

  /** The role, attendance and ticket filters, as a query string and as the filter they parse to. */
  const filterCases = async (): Promise<[string, AudienceFilter][]> => {
    const tickets = await s.db
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, main()));
    const [first, second] = tickets.map((t) => t.id);
    if (first === undefined || second === undefined) throw new Error('two ticket types');
    return [
      ['?roleTypeFilters=SPEAKER', { roleTypeFilters: ['SPEAKER'] }],
      [
        '?roleTypeFilters=ATTENDEE&roleTypeFilters=SPONSOR',
        { roleTypeFilters: ['ATTENDEE', 'SPONSOR'] },
      ],
      ['?isAttended=false', { isAttended: false }],
      ['?isAttended=true', { isAttended: true }],
      [`?ticketTypeFilter=${first}`, { ticketTypeFilter: [first] }],
      [
        `?roleTypeFilters=ATTENDEE&isAttended=true&ticketTypeFilter=${first}&ticketTypeFilter=${second}`,
        { roleTypeFilters: ['ATTENDEE'], isAttended: true, ticketTypeFilter: [first, second] },
      ],
    ];
  };

  it('answers role, status and ticket filtered counts of the event and every system group as a scan would', async () => {
    const groups = await s.db
      .select({ id: audienceGroups.id })
      .from(audienceGroups)
      .where(and(eq(audienceGroups.eventId, main()), ne(audienceGroups.type, 'CUSTOM')));
    const filters = await filterCases();
    let nonZero = 0;
    for (const scope of [null, ...groups.map((g) => g.id)])
      for (const [query, filter] of filters) {
        const n = await scanned(scope, filter);
        if (n > 0) nonZero += 1;
        expect({ scope, query, n: await total(scope, query) }).toEqual({ scope, query, n });
      }
    expect(nonZero).toBeGreaterThan(10);
  });

  it('answers a custom group’s count from its kept count while fresh, exactly after a write', async () => {
    const groupId = s.fx.custom.id;
    const counted = await total(groupId);
    expect(counted).toBe(await scanned(groupId));
    const kept = eq(audienceCellCounts.audienceGroupId, groupId);
    const [row] = await s.db.select().from(audienceCellCounts).where(kept);
    expect(row?.cells.reduce((sum, cell) => sum + cell.registrants, 0)).toBe(counted);

    const cell: AudienceCell = {
      role: 'ATTENDEE',
      ticketTypeId: null,
      isAttended: false,
      registrants: 999,
    };
    await s.db
      .update(audienceCellCounts)
      .set({ cells: [cell] })
      .where(kept);
    expect(await total(groupId)).toBe(999);
    // A search is counted, never read from the kept cells.
    expect(await total(groupId, '?search=r')).toBe(counted);

    const [extra] = await s.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.eventId, main()), eq(registrations.status, 'REGISTERED')))
      .orderBy(registrations.id)
      .limit(1)
      .offset(4);
    if (!extra) throw new Error('registrant missing');
    await s.db
      .insert(audienceGroupMembers)
      .values({ groupId, registrationId: extra.id })
      .onConflictDoNothing();
    expect(await total(groupId)).toBe(await scanned(groupId));
  });

  it('counts "everyone" of the custom audience count from the kept total, a search as before', async () => {
    const count = async (search: string) => {
      const response = await s.app.inject({
        method: 'POST',
        url: `/api${CUSTOM_GROUP_API.audienceCount(main())}`,
        headers: sessionHeaders(await owner(), true),
        payload: { filterSet: null, audienceGroupId: s.fx.custom.id, search },
      });
      expect(response.statusCode).toBe(200);
      return CustomAudienceCountSchema.parse(response.json()).count;
    };
    expect(await count('')).toBe(await scanned(null));
    expect(await count('  ')).toBe(await scanned(null));
    expect(await count('r1')).toBe(1);
  });

  it('answers an invite list’s count from its kept registered invitees, the scan’s after every registrant write', async () => {
    const listId = s.fx.invite.id;
    const expectScanned = async (n: number) => {
      expect(await total(listId)).toBe(n);
      expect(await scanned(listId)).toBe(n);
      // A filter is counted, never read from the kept row.
      expect(await total(listId, '?isAttended=true')).toBe(
        await scanned(listId, { isAttended: true }),
      );
    };
    await expectScanned(1);
    const registered = and(
      eq(inviteeCounts.audienceGroupId, listId),
      eq(inviteeCounts.invitationStatus, 'REGISTERED'),
    );
    await s.db.update(inviteeCounts).set({ invitees: 999 }).where(registered);
    expect(await total(listId)).toBe(999);
    await s.db.update(inviteeCounts).set({ invitees: 1 }).where(registered);

    const [joiner] = await s.db
      .insert(registrations)
      .values({
        eventId: main(),
        flowId: s.fx.flows.f1.id,
        firstName: 'Kept',
        lastName: 'Joiner',
        email: 'kept.joiner@test.dev',
        role: 'ATTENDEE',
        isAttended: true,
        status: 'PENDING',
      })
      .returning({ id: registrations.id });
    if (!joiner) throw new Error('registration missing');
    await s.db
      .insert(invitees)
      .values({ audienceGroupId: listId, eventId: main(), email: 'Kept.Joiner@test.dev' });
    await expectScanned(1);
    const setStatus = (status: 'REGISTERED' | 'REJECTED') =>
      s.db.update(registrations).set({ status }).where(eq(registrations.id, joiner.id));
    await setStatus('REGISTERED');
    await expectScanned(2);
    await setStatus('REJECTED');
    await expectScanned(1);
    await setStatus('REGISTERED');
    await expectScanned(2);
    await s.db.delete(registrations).where(eq(registrations.id, joiner.id));
    await expectScanned(1);
  });

  it('answers a custom group’s and an invite list’s filtered counts from their kept cells while fresh, the scan’s after a write', async () => {
    const filters = await filterCases();
    const scopes = [s.fx.custom.id, s.fx.invite.id];
    const expectScanned = async () => {
      for (const scope of scopes)
        for (const [query, filter] of filters)
          expect({ scope, query, n: await total(scope, query) }).toEqual({
            scope,
            query,
            n: await scanned(scope, filter),
          });
    };
    // A custom group's cells are kept with its count (here counted during the read, after a write
    // made the kept count stale); an invite list's first filtered count counts its cells.
    const [registrant] = await s.db
      .select({ id: registrations.id, isAttended: registrations.isAttended })
      .from(registrations)
      .where(and(eq(registrations.eventId, main()), eq(registrations.status, 'REGISTERED')))
      .orderBy(registrations.id)
      .limit(1);
    if (!registrant) throw new Error('registrant missing');
    const flipAttendance = () =>
      s.db
        .update(registrations)
        .set({ isAttended: !registrant.isAttended })
        .where(eq(registrations.id, registrant.id));
    await flipAttendance();
    await total(s.fx.custom.id);
    await expectScanned();
    const kept = await s.db.select().from(audienceCellCounts);
    const byId = (a: number, b: number) => a - b;
    expect(kept.map((row) => row.audienceGroupId).sort(byId)).toEqual([...scopes].sort(byId));

    const speakers = '?roleTypeFilters=SPEAKER';
    const withSpeaker = (cells: AudienceCell[]): AudienceCell[] => [
      ...cells,
      { role: 'SPEAKER', ticketTypeId: null, isAttended: false, registrants: 999 },
    ];
    for (const row of kept)
      await s.db
        .update(audienceCellCounts)
        .set({ cells: withSpeaker(row.cells) })
        .where(eq(audienceCellCounts.audienceGroupId, row.audienceGroupId));
    for (const scope of scopes)
      expect(await total(scope, speakers)).toBe(
        999 + (await scanned(scope, { roleTypeFilters: ['SPEAKER'] })),
      );

    // Any write to a registrant moves the event's generation: the cells are stale, counts exact.
    await flipAttendance();
    await expectScanned();
  });

  it('answers a big event’s stale custom group from its last cells, as updating; a small event’s exactly', async () => {
    const group = await loadGroup(s.db, main(), s.fx.custom.id);
    const attended: AudienceFilter = { isAttended: true };
    const counts = async (options = BIG) => ({
      all: await keptAudienceCount(s.db, main(), group, {}, options),
      attended: await keptAudienceCount(s.db, main(), group, attended, options),
    });
    const SMALL = { countNowBelow: Number.MAX_SAFE_INTEGER };
    // Counted now on a small event: the group's cells are kept fresh.
    await counts(SMALL);
    const exact = { total: await scanned(group.id), isUpdating: false };
    expect(await counts()).toEqual({
      all: exact,
      attended: { total: await scanned(group.id, attended), isUpdating: false },
    });
    const keptBefore = await counts();

    // A new member: the generation moves, the kept cells are now older than the data.
    const [joiner] = await s.db
      .select({ id: registrations.id })
      .from(registrations)
      .leftJoin(
        audienceGroupMembers,
        and(
          eq(audienceGroupMembers.registrationId, registrations.id),
          eq(audienceGroupMembers.groupId, group.id),
        ),
      )
      .where(
        and(
          eq(registrations.eventId, main()),
          eq(registrations.status, 'REGISTERED'),
          eq(registrations.isAttended, true),
          isNull(audienceGroupMembers.groupId),
        ),
      )
      .limit(1);
    if (!joiner) throw new Error('no attended registrant outside the group');
    await s.db
      .insert(audienceGroupMembers)
      .values({ groupId: group.id, registrationId: joiner.id });
    const updating = (count: { total: number } | null) => ({
      total: count?.total,
      isUpdating: true,
    });
    expect(await counts()).toEqual({
      all: updating(keptBefore.all),
      attended: updating(keptBefore.attended),
    });
    // The same stale group on a small event is counted now, and kept.
    expect(await counts(SMALL)).toEqual({
      all: { total: (keptBefore.all?.total ?? 0) + 1, isUpdating: false },
      attended: { total: (keptBefore.attended?.total ?? 0) + 1, isUpdating: false },
    });
    expect(await counts()).toEqual({
      all: { total: await scanned(group.id), isUpdating: false },
      attended: { total: await scanned(group.id, attended), isUpdating: false },
    });
  });
});
