/**
 * A list's size and the invitees page's total come from invitee_counts, kept by triggers on
 * invitees (migration 0016). At small scale the kept rows must equal a count of the invitees after
 * inserts, status changes (by hand and by the registration trigger), moves between lists, deletes
 * and a list's deletion; and the endpoints must answer the kept totals, a status filter's included.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { audienceGroups, registrations } from '../db/schema';
import { get } from '../testing/http';
import { describeApi } from '../testing/suite';
import { api, buildInviteFixture, ownerSession } from './invite-lists-fixture';
import { invitees } from './schema';
import {
  INVITE_LIST_API,
  InviteListSchema,
  InviteListsResponseSchema,
  InviteesPageSchema,
} from '@console/people-contract';

describeApi('invitee counts kept', buildInviteFixture, (s) => {
  const counted = () =>
    queryRows(
      s.db,
      sql`select audience_group_id, invitation_status, count(*)::int as n from invitees
        group by 1, 2 order by 1, 2`,
    );
  const kept = () =>
    queryRows(
      s.db,
      sql`select audience_group_id, invitation_status, invitees as n from invitee_counts
        where invitees <> 0 order by 1, 2`,
    );
  const expectKeptExact = async () => expect(await kept()).toEqual(await counted());

  it('keeps each list and status exact through every write', async () => {
    const { main, flows } = s.fx;
    const [a, b] = await s.db
      .insert(audienceGroups)
      .values([
        { eventId: main.id, type: 'INVITE_ONLY', name: 'Kept A' },
        { eventId: main.id, type: 'INVITE_ONLY', name: 'Kept B' },
      ])
      .returning();
    if (!a || !b) throw new Error('lists missing');
    const rows = await s.db
      .insert(invitees)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          audienceGroupId: i < 6 ? a.id : b.id,
          eventId: main.id,
          email: `kept${i}@example.com`,
          invitationStatus: i % 4 === 0 ? ('DECLINED' as const) : ('AWAITING_RESPONSE' as const),
        })),
      )
      .returning({ id: invitees.id });
    const ids = rows.map((row) => row.id);
    await expectKeptExact();

    await s.db
      .update(invitees)
      .set({ invitationStatus: 'DECLINED' })
      .where(inArray(invitees.id, ids.slice(1, 3)));
    await s.db
      .update(invitees)
      .set({ audienceGroupId: b.id })
      .where(inArray(invitees.id, ids.slice(3, 5)));
    await expectKeptExact();
    // An update that moves nobody leaves the counts alone.
    await s.db.update(invitees).set({ company: 'Acme' }).where(eq(invitees.eventId, main.id));
    await expectKeptExact();
    // Registering marks the invitee REGISTERED (migration 0008's trigger): counted as such.
    await s.db.insert(registrations).values({
      eventId: main.id,
      flowId: flows.f1.id,
      firstName: 'Kept',
      lastName: 'Five',
      email: 'KEPT5@example.com',
      role: 'ATTENDEE',
      status: 'REGISTERED',
    });
    expect(await kept()).toContainEqual({
      audience_group_id: a.id,
      invitation_status: 'REGISTERED',
      n: 1,
    });
    await expectKeptExact();

    await s.db.delete(invitees).where(inArray(invitees.id, ids.slice(0, 2)));
    await expectKeptExact();
    // A list deleted takes its invitees along by cascade; its kept rows fall to zero.
    await s.db.delete(audienceGroups).where(eq(audienceGroups.id, b.id));
    await expectKeptExact();
  });

  it('answers the kept totals: list size, page header, and the page with a status filter', async () => {
    const { main } = s.fx;
    const [list] = await s.db
      .insert(audienceGroups)
      .values({ eventId: main.id, type: 'INVITE_ONLY', name: 'Kept totals' })
      .returning();
    if (!list) throw new Error('list missing');
    await s.db.insert(invitees).values(
      Array.from({ length: 25 }, (_, i) => ({
        audienceGroupId: list.id,
        eventId: main.id,
        email: `total${i}@example.com`,
        firstName: i < 3 ? 'Zelda' : 'Other',
        invitationStatus: i < 7 ? ('DECLINED' as const) : ('AWAITING_RESPONSE' as const),
      })),
    );
    const session = await ownerSession(s.app);
    const header = await get(s.app, api(INVITE_LIST_API.list(main.id, list.id)), session);
    expect(InviteListSchema.parse(header.json()).noOfInvitees).toBe(25);
    const lists = await get(s.app, api(INVITE_LIST_API.lists(main.id)), session);
    const { inviteLists } = InviteListsResponseSchema.parse(lists.json());
    expect(inviteLists.find((l) => l.audienceGroupId === list.id)?.noOfAudiences).toBe(25);

    const page = async (query: string) => {
      const response = await get(
        s.app,
        api(`${INVITE_LIST_API.invitees(main.id, list.id)}${query}`),
        session,
      );
      return InviteesPageSchema.parse(response.json());
    };
    expect((await page('')).total).toBe(25);
    expect((await page('?statuses=DECLINED')).total).toBe(7);
    expect((await page('?statuses=DECLINED&statuses=AWAITING_RESPONSE')).total).toBe(25);
    // A search is counted, not kept.
    expect((await page('?search=zelda')).total).toBe(3);
    expect((await page('?search=zelda&statuses=AWAITING_RESPONSE')).total).toBe(0);
  });
});
