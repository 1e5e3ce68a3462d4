import { it } from 'node:test';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { audienceGroups, registrations } from '../db/schema';
import { inviteeCounts, invitees } from '../invite-lists/schema';
import { describeApi } from '../testing/suite';
import { planWithout } from '../testing/plans';
import { FIXTURE_PASSWORD, FIXTURE_USERS, type FixtureUser } from '../testing/fixture';
import { get, login, type TestSession } from '../testing/http';
import {
  AudienceCountSchema,
  AudienceMemberPageSchema,
  AudienceTicketTypeListSchema,
  type AudienceMember,
} from '@console/people-contract';
import {
  buildAudienceListFixture,
  FORMULA_FIRST_NAME,
  WEBINAR_REGISTRANTS,
} from './audience-list-fixture';
import {
  allAudience,
  audiencePageIds,
  audienceWhere,
  inviteeWalk,
  selectAudiencePage,
  SMALL_AUDIENCE,
  smallAudiencePageIds,
  type AudienceRead,
} from '../audience-read/query';
import type { AudienceFilter } from '../audience-read/filter';
import { REGISTRATIONS_NEWEST_FIRST } from '../db/registration-order';
import { loadGroup } from './group-lookup';
import { membershipWhere } from '../audience-read/group-membership';

/** The planner's methods a plan test prices out. */

const emails = (items: AudienceMember[]) => items.map((i) => i.email.replace('@test.dev', ''));

describeApi('audience list', buildAudienceListFixture, (s) => {
  const sessions = new Map<FixtureUser, TestSession>();
  const as = async (user: FixtureUser) => {
    const known = sessions.get(user);
    if (known) return known;
    const session = await login(s.app, FIXTURE_USERS[user], FIXTURE_PASSWORD);
    sessions.set(user, session);
    return session;
  };
  const main = () => s.fx.main.id;
  const groupUrl = (groupId: number, tail = '', eventId = main()) =>
    `/api/events/${eventId}/audience-groups/${groupId}/audiences${tail}`;
  const attendeesUrl = (tail = '', eventId = main()) => `/api/events/${eventId}/attendees${tail}`;

  const page = async (url: string) => {
    const response = await get(s.app, url, await as('owner'));
    expect(response.statusCode).toBe(200);
    return AudienceMemberPageSchema.parse(response.json()).items;
  };
  const total = async (url: string) => {
    const response = await get(s.app, url, await as('owner'));
    expect(response.statusCode).toBe(200);
    return AudienceCountSchema.parse(response.json()).total;
  };
  /** The page's registrants and the count of the same filter agree. */
  const listed = async (base: string, query = '') => {
    const items = await page(`${base}${query ? `?${query}` : ''}`);
    expect(await total(`${base}/count${query ? `?${query}` : ''}`)).toBe(items.length);
    return emails(items);
  };

  it('lists every REGISTERED registrant of the event as attendees, newest first, ids breaking ties', async () => {
    expect(await listed(attendeesUrl())).toEqual(['formula', 'ada', 'r5', 'r4', 'r3', 'r2', 'r1']);
  });

  it('lists the members of each kind of group (spec people §1)', async () => {
    const g = s.fx.groups;
    const cases: [string, number, string[]][] = [
      ['role', g.attendees, ['formula', 'r3', 'r2', 'r1']],
      ['role (speakers)', g.speakers, ['ada', 'r5']],
      ['flow', g.f1, ['ada', 'r3', 'r2', 'r1']],
      ['flow sub-group (flow and ticket)', g.f1t1, ['r2', 'r1']],
      ['another flow sub-group', g.f2t3, ['formula', 'r4']],
      ['ticket', g.t2, ['ada', 'r3']],
      ['joined: attended', g.attended, ['ada', 'r4', 'r3', 'r1']],
      ['joined: not attended', g.notAttended, ['formula', 'r5', 'r2']],
      ['custom', s.fx.custom.id, ['formula', 'r3', 'r1']],
      ['invite list', s.fx.invite.id, ['r4']],
    ];
    for (const [kind, groupId, expected] of cases)
      expect({ kind, rows: await listed(groupUrl(groupId)) }).toEqual({ kind, rows: expected });
  });

  it('filters by roles, status and ticket types, in a group too', async () => {
    const { t1, t2, t3 } = s.fx.tickets;
    const cases: [string, string[]][] = [
      ['roleTypeFilters=SPEAKER', ['ada', 'r5']],
      ['roleTypeFilters=SPEAKER&roleTypeFilters=SPONSOR', ['ada', 'r5', 'r4']],
      ['isAttended=true', ['ada', 'r4', 'r3', 'r1']],
      ['isAttended=false', ['formula', 'r5', 'r2']],
      [`ticketTypeFilter=${t1.id}`, ['r2', 'r1']],
      [`ticketTypeFilter=${t1.id}&ticketTypeFilter=${t3.id}`, ['formula', 'r4', 'r2', 'r1']],
      [
        `roleTypeFilters=ATTENDEE&isAttended=true&ticketTypeFilter=${t1.id}&ticketTypeFilter=${t2.id}`,
        ['r3', 'r1'],
      ],
    ];
    for (const [query, expected] of cases)
      expect({ query, rows: await listed(attendeesUrl(), query) }).toEqual({
        query,
        rows: expected,
      });
    expect(
      await listed(groupUrl(s.fx.groups.f1), `isAttended=true&ticketTypeFilter=${t2.id}`),
    ).toEqual(['ada', 'r3']);
  });

  it('applies no status filter when isAttended is absent (both or neither chosen: null)', async () => {
    expect(await listed(groupUrl(s.fx.custom.id))).toEqual(['formula', 'r3', 'r1']);
    expect(await listed(groupUrl(s.fx.custom.id), 'isAttended=false')).toEqual(['formula']);
  });

  it('searches first name, last name and email, ignoring case, with LIKE wildcards taken literally', async () => {
    expect(await listed(attendeesUrl(), 'search=ada')).toEqual(['ada']);
    expect(await listed(attendeesUrl(), 'search=LOVE')).toEqual(['ada']);
    expect(await listed(attendeesUrl(), 'search=r3%40test')).toEqual(['r3']);
    expect(await listed(attendeesUrl(), 'search=%20%20ada%20')).toEqual(['ada']);
    expect(await listed(attendeesUrl(), 'search=r_%40')).toEqual([]);
    expect(await listed(attendeesUrl(), 'search=%25')).toEqual([]);
    expect(await listed(groupUrl(s.fx.groups.speakers), 'search=lovelace')).toEqual(['ada']);
    expect(await listed(groupUrl(s.fx.groups.attendees), 'search=lovelace')).toEqual([]);
  });

  it("walks a role group's page through that role's rows only, newest first (never sorting)", async () => {
    const where = audienceWhere(main(), eq(registrations.role, 'SPONSOR'), {});
    const query = audiencePageIds(s.db, where, { limit: 20, offset: 20 });
    // Sorting and scanning the table priced out: the plan left is the index the query has.
    const text = await planWithout(s.db, ['sort', 'seqscan'], query);
    expect({
      sorts: /\bSort\b/.test(text),
      roleInIndex: /Index Cond: [^\n]*role/.test(text),
    }).toEqual({ sorts: false, roleInIndex: true });
  });

  it("walks a flow's ticket sub-group under the attendance filter in the index alone (a deep page reads no row)", async () => {
    const group = await loadGroup(s.db, main(), s.fx.groups.f1t1);
    const where = audienceWhere(main(), membershipWhere(group), { isAttended: true });
    const query = audiencePageIds(s.db, where, { limit: 20, offset: 20_000 });
    // Every page of the table visible to all: what lets a walk skip the rows (autovacuum's work).
    await s.db.execute(sql`vacuum registrations`);
    // Sorting and scanning the table priced out: left is the newest-first walk of the status.
    const text = await planWithout(s.db, ['sort', 'seqscan', 'bitmapscan'], query);
    expect({
      sorts: /\bSort\b/.test(text),
      indexOnly: /Index Only Scan using registrations_event_status_created_idx/.test(text),
    }).toEqual({ sorts: false, indexOnly: true });
  });

  it('pages 20 at a time without gaps or repeats, the count giving the total', async () => {
    const base = attendeesUrl('', s.fx.second.id);
    expect(await total(`${base}/count`)).toBe(WEBINAR_REGISTRANTS);
    const pages = [
      await page(`${base}?offset=0`),
      await page(`${base}?offset=20`),
      await page(`${base}?offset=40&limit=20`),
    ];
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    const all = pages.flat().map((i) => Number(i.lastName));
    expect(new Set(all).size).toBe(WEBINAR_REGISTRANTS);
    // Created three a minute (i / 3): newest minute first, the later id first within a minute.
    expect(all).toEqual(Array.from({ length: WEBINAR_REGISTRANTS }, (_, i) => 44 - i));
    expect((await page(`${base}?offset=45`)).length).toBe(0);
    expect((await page(`${base}?limit=5`)).length).toBe(5);
  });

  it('refuses a page larger than 20 and malformed filters with a 400 naming the field', async () => {
    const owner = await as('owner');
    const cases: [string, string][] = [
      ['limit=21', 'limit'],
      ['offset=-1', 'offset'],
      ['roleTypeFilters=KING', 'roleTypeFilters.0'],
      ['isAttended=maybe', 'isAttended'],
      ['ticketTypeFilter=abc', 'ticketTypeFilter.0'],
      ['ticketTypeFilter=99999999999', 'ticketTypeFilter.0'],
      ['search=a%00b', 'search'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const response = await get(s.app, `${attendeesUrl()}?${query}`, owner);
      expect({ query, status: response.statusCode, field: response.json().field }).toEqual({
        query,
        status: 400,
        field,
      });
    }
  });

  it('shows each row its role, flow, ticket and custom groups as chips, for the page rows', async () => {
    const items = await page(attendeesUrl());
    const chips = Object.fromEntries(
      items.map((i) => [i.email.replace('@test.dev', ''), i.audiences.map((a) => a.name)]),
    );
    expect(chips).toEqual({
      formula: ['Attendees', 'F2', 'T3', 'Custom A'],
      ada: ['Speakers', 'F1', 'T2'],
      r5: ['Speakers', 'F2'],
      r4: ['Sponsors', 'F2', 'T3'],
      r3: ['Attendees', 'F1', 'T2', 'Custom A'],
      r2: ['Attendees', 'F1', 'T1'],
      r1: ['Attendees', 'F1', 'T1', 'Custom A'],
    });
    const r4 = items.find((i) => i.email === 'r4@test.dev');
    expect(r4).toMatchObject({
      firstName: 'R',
      role: 'SPONSOR',
      ticketTypeId: s.fx.tickets.t3.id,
      ticketTypeName: 'T3',
      isAttended: true,
    });
    expect(items.find((i) => i.email === 'r5@test.dev')?.ticketTypeName).toBeNull();
  });

  it('never shows a Sponsors chip on a webinar', async () => {
    const items = await page(`${attendeesUrl('', s.fx.second.id)}?search=w0%40`);
    expect(items.map((i) => [i.role, i.audiences.map((a) => a.name)])).toEqual([
      ['SPONSOR', ['Webinar flow']],
    ]);
  });

  it('answers 404 for an unknown group and for a group of another event, 400 for a bad id', async () => {
    const owner = await as('owner');
    for (const tail of ['', '/count', '/csv']) {
      const unknown = await get(s.app, groupUrl(999_999, tail), owner);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe(ERROR_CODES.notFound);
      const other = await get(s.app, groupUrl(s.fx.groups.webinarAttendees, tail), owner);
      expect(other.statusCode).toBe(404);
      const bad = await get(s.app, groupUrl(0, tail).replace('/0/', '/x1/'), owner);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('audienceGroupId');
    }
    expect(
      (await get(s.app, groupUrl(s.fx.groups.webinarAttendees, '', s.fx.second.id), owner))
        .statusCode,
    ).toBe(200);
  });

  it('streams audience-list.csv of the filter with formula-safe cells', async () => {
    const response = await get(
      s.app,
      `${attendeesUrl('/csv')}?roleTypeFilters=ATTENDEE`,
      await as('owner'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="audience-list.csv"',
    );
    const lines = response.body.trim().split('\n');
    expect(lines).toEqual([
      'First name,Last name,Email,Audiences,Ticket type,Status',
      `"'${FORMULA_FIRST_NAME.replaceAll('"', '""')}",'+cmd,formula@test.dev,Attendees; F2; T3; Custom A,T3,Not attended`,
      'R,1,r3@test.dev,Attendees; F1; T2; Custom A,T2,Attended',
      'R,1,r2@test.dev,Attendees; F1; T1,T1,Not attended',
      'R,1,r1@test.dev,Attendees; F1; T1; Custom A,T1,Attended',
    ]);
  });

  it('streams the CSV of a group with its filters', async () => {
    const owner = await as('owner');
    const custom = await get(s.app, `${groupUrl(s.fx.custom.id, '/csv')}?isAttended=false`, owner);
    expect(
      custom.body
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',').at(-4)),
    ).toEqual(['formula@test.dev']);
    const webinar = await get(s.app, attendeesUrl('/csv', s.fx.second.id), owner);
    expect(webinar.body.trim().split('\n')).toHaveLength(WEBINAR_REGISTRANTS + 1);
  });

  it('reads the CSV in keyset chunks that neither skip nor repeat rows sharing a created_at', async () => {
    const event = { id: s.fx.second.id, type: s.fx.second.type };
    const where = audienceWhere(event.id, undefined, {});
    // Walked (no kept size) and read whole (a small kept size): the same chunks.
    for (const size of [null, WEBINAR_REGISTRANTS]) {
      const chunks: AudienceMember[][] = [];
      for await (const chunk of allAudience(s.db, event, { where, size, walk: null }, 7))
        chunks.push(chunk);
      expect({ size, lengths: chunks.map((c) => c.length) }).toEqual({
        size,
        lengths: [7, 7, 7, 7, 7, 7, 3],
      });
      expect(chunks.flat().map((i) => Number(i.lastName))).toEqual(
        Array.from({ length: WEBINAR_REGISTRANTS }, (_, i) => 44 - i),
      );
    }
  });

  it('reads nothing for an audience kept as empty: no page, no CSV rows', async () => {
    const event = { id: main(), type: s.fx.main.type };
    const everyone = audienceWhere(event.id, undefined, {});
    const read = { where: everyone, size: 0, walk: null };
    expect(await selectAudiencePage(s.db, event, read, { limit: 20, offset: 0 })).toEqual([]);
    const chunks: AudienceMember[][] = [];
    for await (const chunk of allAudience(s.db, event, read)) chunks.push(chunk);
    expect(chunks).toEqual([]);
  });

  it('finds the same page by walking and by sorting a small audience, at every offset', async () => {
    const g = s.fx.groups;
    const { t1 } = s.fx.tickets;
    const wheres: [string, SQL][] = [];
    for (const [kind, groupId] of Object.entries(g)) {
      const eventId = kind === 'webinarAttendees' ? s.fx.second.id : main();
      const group = await loadGroup(s.db, eventId, groupId);
      wheres.push([kind, audienceWhere(eventId, membershipWhere(group), {})]);
    }
    wheres.push([
      'attended, ticket T1',
      audienceWhere(main(), undefined, { isAttended: true, ticketTypeFilter: [t1.id] }),
    ]);
    wheres.push(['the webinar', audienceWhere(s.fx.second.id, undefined, {})]);
    const inviteList = await loadGroup(s.db, main(), s.fx.invite.id);
    wheres.push(['invite list', audienceWhere(main(), membershipWhere(inviteList), {})]);
    for (const [kind, where] of wheres)
      for (const offset of [0, 1, 3, 20, 40])
        for (const limit of [2, 20]) {
          const page = { limit, offset };
          const sorted = await queryRows<{ id: number }>(s.db, smallAudiencePageIds(where, page));
          const walked = await audiencePageIds(s.db, where, page);
          expect({ kind, offset, limit, ids: sorted.map((row) => Number(row.id)) }).toEqual({
            kind,
            offset,
            limit,
            ids: walked.map((row) => row.id),
          });
        }
  });

  it("finds a big invite list's pages along its registered invitees as along the event's registrants, filtered or not", async () => {
    const webinar = s.fx.second;
    const [list] = await s.db
      .insert(audienceGroups)
      .values({ eventId: webinar.id, type: 'INVITE_ONLY', name: 'Walked list' })
      .returning();
    if (!list) throw new Error('list missing');
    let moved = false;
    try {
      // Two registrants in three invited.
      const registrants = await s.db
        .select({ id: registrations.id, email: registrations.email })
        .from(registrations)
        .where(eq(registrations.eventId, webinar.id));
      await s.db.insert(invitees).values([
        ...registrants
          .filter((_, index) => index % 3 !== 1)
          .map((registrant) => ({
            audienceGroupId: list.id,
            eventId: webinar.id,
            email: registrant.email,
            invitationStatus: 'REGISTERED' as const,
            registrationId: registrant.id,
          })),
        { audienceGroupId: list.id, eventId: webinar.id, email: 'guest@test.dev' },
      ]);
      // One registrant in two moved back a day: the walk's order is no id's, and two of each
      // minute's three share a created_at (the id breaks the tie). The invitees' copies follow
      // (migration 0025).
      await s.db
        .update(registrations)
        .set({
          createdAt: sql`${registrations.createdAt} - ${registrations.id} % 2 * interval '1 day'`,
        })
        .where(eq(registrations.eventId, webinar.id));
      moved = true;
      const group = await loadGroup(s.db, webinar.id, list.id);
      const filters: AudienceFilter[] = [
        {},
        { isAttended: true },
        { roleTypeFilters: ['ATTENDEE'] },
        { roleTypeFilters: ['SPONSOR'], isAttended: true },
      ];
      for (const filter of filters) {
        const where = audienceWhere(webinar.id, membershipWhere(group), filter);
        const walk = inviteeWalk(s.db, list.id, audienceWhere(webinar.id, undefined, filter));
        for (const offset of [0, 1, 3, 20])
          for (const limit of [2, 20]) {
            const page = { limit, offset };
            const ids = async (rows: { id: number }[]) => rows.map((r) => r.id);
            const walked = await s.db
              .select({ id: registrations.id })
              .from(registrations)
              .where(inArray(registrations.id, walk.ids(page)))
              .orderBy(...REGISTRATIONS_NEWEST_FIRST);
            expect({ filter, page, ids: await ids(walked) }).toEqual({
              filter,
              page,
              ids: await ids(await audiencePageIds(s.db, where, page)),
            });
          }
      }
      // The route's readers, walked along the invitees or along the event: the same page and CSV.
      const where = audienceWhere(webinar.id, membershipWhere(group), {});
      const walk = inviteeWalk(s.db, list.id, audienceWhere(webinar.id, undefined, {}));
      const alongInvitees = { where, size: null, walk };
      const alongEvent = { where, size: null, walk: null };
      const registrationIds = (rows: AudienceMember[]) => rows.map((row) => row.registrationId);
      const firstPage = { limit: 20, offset: 0 };
      const walkedPage = await selectAudiencePage(s.db, webinar, alongInvitees, firstPage);
      expect(walkedPage).toHaveLength(20);
      expect(registrationIds(walkedPage)).toEqual(
        registrationIds(await selectAudiencePage(s.db, webinar, alongEvent, firstPage)),
      );
      const csv = async (read: AudienceRead) => {
        const chunks: number[][] = [];
        for await (const chunk of allAudience(s.db, webinar, read, 7))
          chunks.push(registrationIds(chunk));
        return chunks;
      };
      const walkedCsv = await csv(alongInvitees);
      // 30 registered invitees in chunks of 7.
      expect(walkedCsv.map((chunk) => chunk.length)).toEqual([7, 7, 7, 7, 2]);
      expect(walkedCsv).toEqual(await csv(alongEvent));

      // Over HTTP, the list's kept audience made big: the route walks the invitees without a
      // search and the event with one, and each answers the filter's page.
      await s.db
        .update(inviteeCounts)
        .set({ invitees: SMALL_AUDIENCE + 1 })
        .where(
          and(
            eq(inviteeCounts.audienceGroupId, list.id),
            eq(inviteeCounts.invitationStatus, 'REGISTERED'),
          ),
        );
      const requests: [string, AudienceFilter, number][] = [
        ['offset=3', {}, 3],
        ['isAttended=true&offset=1', { isAttended: true }, 1],
        ['roleTypeFilters=ATTENDEE&offset=20', { roleTypeFilters: ['ATTENDEE'] }, 20],
        ['search=w1', { search: 'w1' }, 0],
      ];
      for (const [query, filter, offset] of requests) {
        const expected = await audiencePageIds(
          s.db,
          audienceWhere(webinar.id, membershipWhere(group), filter),
          { limit: 20, offset },
        );
        expect(expected.length).toBeGreaterThan(0);
        const served = await page(groupUrl(list.id, `?${query}`, webinar.id));
        expect({ query, ids: registrationIds(served) }).toEqual({
          query,
          ids: expected.map((row) => row.id),
        });
      }
    } finally {
      await s.db.delete(audienceGroups).where(eq(audienceGroups.id, list.id));
      if (moved)
        await s.db
          .update(registrations)
          .set({
            createdAt: sql`${registrations.createdAt} + ${registrations.id} % 2 * interval '1 day'`,
          })
          .where(eq(registrations.eventId, webinar.id));
    }
  });

  it("walks an invite list's page along its registered invitees' index, never sorting", async () => {
    const walk = inviteeWalk(
      s.db,
      s.fx.invite.id,
      audienceWhere(main(), undefined, { isAttended: true }),
    );
    const query = walk.ids({ limit: 20, offset: 20 });
    const text = await planWithout(s.db, ['sort', 'seqscan', 'bitmapscan'], query);
    expect({
      sorts: /\bSort\b/.test(text),
      alongInvitees: /Index (Only )?Scan using invitees_group_registered_newest_idx/.test(text),
    }).toEqual({ sorts: false, alongInvitees: true });
  });

  it("plans a small audience's rows on their own and sorts them, never walking the event's", async () => {
    const where = audienceWhere(main(), eq(registrations.role, 'SPONSOR'), {});
    // The walk priced in (a sort priced out), as the role group's walk above finds it.
    const text = await planWithout(
      s.db,
      ['sort'],
      smallAudiencePageIds(where, { limit: 20, offset: 0 }),
    );
    expect(text).toMatch(/\bSort\b/);
  });

  it('lists the ticket types of the filter', async () => {
    const response = await get(
      s.app,
      `/api/events/${main()}/audience-list/ticket-types`,
      await as('approver'),
    );
    expect(response.statusCode).toBe(200);
    expect(
      AudienceTicketTypeListSchema.parse(response.json()).ticketTypes.map((t) => t.name),
    ).toEqual(['T1', 'T2', 'T3']);
  });

  it('needs audience groups write for a group list and attendees write for the attendees list', async () => {
    const rows: [FixtureUser, string, number][] = [
      ['owner', groupUrl(s.fx.custom.id), 200],
      ['approver', groupUrl(s.fx.custom.id), 403],
      ['inviter', groupUrl(s.fx.custom.id), 403],
      ['booth', groupUrl(s.fx.custom.id), 403],
      ['outsider', groupUrl(s.fx.custom.id), 403],
      ['owner', attendeesUrl(), 200],
      ['approver', attendeesUrl('/count'), 200],
      ['approver', attendeesUrl('/csv'), 200],
      ['inviter', attendeesUrl(), 403],
      ['booth', attendeesUrl(), 403],
      ['inviter', `/api/events/${main()}/audience-list/ticket-types`, 403],
    ];
    for (const [user, url, status] of rows) {
      const response = await get(s.app, url, await as(user));
      expect({ user, url, status: response.statusCode }).toEqual({ user, url, status });
    }
    expect((await get(s.app, attendeesUrl())).statusCode).toBe(401);
  });
});
