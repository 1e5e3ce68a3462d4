import { it } from 'node:test';
import { expect } from 'expect';
import { and, eq } from 'drizzle-orm';
import { audienceGroupUsages } from '../audiences/schema';
import type { Db } from '../db/client';
import { audienceGroups, registrations } from '../db/schema';
import { emailOutbox } from '../email/schema';
import { describeApi } from '../testing/suite';
import { get, sessionHeaders, type TestSession } from '../testing/http';
import { api, buildInviteFixture, ownerSession } from './invite-lists-fixture';
import { invitees } from './schema';
import {
  INVITE_LIST_API,
  InviteesPageSchema,
  InviteeSchema,
  InviteListsResponseSchema,
  ListNameAvailabilitySchema,
  PEOPLE_EXTRA_MESSAGES,
  PEOPLE_MESSAGES,
  type InvitationStatus,
} from '@console/people-contract';

const STATUSES: InvitationStatus[] = ['AWAITING_RESPONSE', 'REGISTERED', 'DECLINED'];
const NAMES = ['Zoe', 'Yann', 'Xena', 'Will', 'Vera'];

/**
 * The fixture plus a "Guests" list of 25 invitees: g1..g25, statuses in turn, names in turn. The
 * REGISTERED ones registered for the event (the registration's trigger marks and links them).
 */
async function prepare(db: Db) {
  const fx = await buildInviteFixture(db);
  const [guests] = await db
    .insert(audienceGroups)
    .values({ eventId: fx.main.id, type: 'INVITE_ONLY', name: 'Guests', description: 'VIPs' })
    .returning();
  if (!guests) throw new Error('guests missing');
  const guestRows = Array.from({ length: 25 }, (_, i) => ({
    audienceGroupId: guests.id,
    eventId: fx.main.id,
    email: `g${i + 1}@guests.dev`,
    firstName: NAMES[i % NAMES.length] ?? '',
    lastName: `Guest${i + 1}`,
    invitationStatus: STATUSES[i % 3] ?? 'AWAITING_RESPONSE',
  }));
  await db
    .insert(invitees)
    .values(
      guestRows.map((row) =>
        row.invitationStatus === 'REGISTERED' ? { ...row, invitationStatus: undefined } : row,
      ),
    );
  await db.insert(registrations).values(
    guestRows
      .filter((row) => row.invitationStatus === 'REGISTERED')
      .map((row) => ({
        eventId: fx.main.id,
        flowId: fx.flows.f1.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        role: 'ATTENDEE' as const,
        status: 'REGISTERED' as const,
      })),
  );
  const rows = await db
    .select()
    .from(invitees)
    .where(eq(invitees.audienceGroupId, guests.id))
    .orderBy(invitees.id);
  expect(rows.map((row) => row.invitationStatus)).toEqual(
    guestRows.map((row) => row.invitationStatus),
  );
  await db.insert(invitees).values({
    audienceGroupId: fx.secondList.id,
    eventId: fx.second.id,
    email: 'webinar@guests.dev',
  });
  return { ...fx, guests, guestRows: rows };
}

describeApi('invite lists and invitees', prepare, (s) => {
  const page = async (session: TestSession, query = '') => {
    const response = await get(
      s.app,
      `${api(INVITE_LIST_API.invitees(s.fx.main.id, s.fx.guests.id))}${query}`,
      session,
    );
    expect(response.statusCode).toBe(200);
    return InviteesPageSchema.parse(response.json());
  };
  const post = (session: TestSession, url: string, payload?: unknown) =>
    s.app.inject({
      method: 'POST',
      url: api(url),
      headers: sessionHeaders(session, true),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it("lists the event's invite lists with their invitee counts", async () => {
    const owner = await ownerSession(s.app);
    const response = await get(s.app, api(INVITE_LIST_API.lists(s.fx.main.id)), owner);
    const { inviteLists } = InviteListsResponseSchema.parse(response.json());
    const byName = Object.fromEntries(inviteLists.map((l) => [l.name, l]));
    expect(byName.Guests).toEqual({
      audienceGroupId: s.fx.guests.id,
      name: 'Guests',
      description: 'VIPs',
      audienceGroupType: 'INVITE_ONLY',
      isActive: true,
      noOfAudiences: 25,
      noOfSubGroups: 0,
      subGroups: [],
    });
    expect(byName['Invite A']?.noOfAudiences).toBe(1);
    expect(inviteLists.every((l) => l.audienceGroupType === 'INVITE_ONLY')).toBe(true);
    expect(Object.keys(byName)).not.toContain('Webinar guests');
  });

  it("answers one list's header, 404 for another event's, another kind or an unknown one", async () => {
    const owner = await ownerSession(s.app);
    const header = await get(s.app, api(INVITE_LIST_API.list(s.fx.main.id, s.fx.guests.id)), owner);
    expect(header.json()).toEqual({
      audienceGroupId: s.fx.guests.id,
      name: 'Guests',
      description: 'VIPs',
      noOfInvitees: 25,
    });
    for (const id of [s.fx.secondList.id, s.fx.custom.id, 2_000_000_000]) {
      for (const url of [
        INVITE_LIST_API.list(s.fx.main.id, id),
        INVITE_LIST_API.invitees(s.fx.main.id, id),
        INVITE_LIST_API.csv(s.fx.main.id, id),
      ]) {
        const response = await get(s.app, api(url), owner);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      }
    }
  });

  it('pages the invitees newest first, 20 a page, with the total', async () => {
    const owner = await ownerSession(s.app);
    const first = await page(owner);
    expect(first.total).toBe(25);
    expect(first.invitees).toHaveLength(20);
    expect(first.invitees[0]).toMatchObject({ email: 'g25@guests.dev' });
    const ids = first.invitees.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await page(owner, '?offset=20');
    expect(second.invitees.map((i) => i.email)).toEqual(
      ['g5', 'g4', 'g3', 'g2', 'g1'].map((g) => `${g}@guests.dev`),
    );
    expect(second.total).toBe(25);
  });

  it('filters by status (one or several) and searches names and emails', async () => {
    const owner = await ownerSession(s.app);
    const declined = await page(owner, '?statuses=DECLINED');
    expect(declined.total).toBe(8);
    expect(declined.invitees.every((i) => i.invitationStatus === 'DECLINED')).toBe(true);
    const two = await page(owner, '?statuses=DECLINED&statuses=REGISTERED');
    expect(two.total).toBe(16);
    const all = await page(
      owner,
      '?statuses=DECLINED&statuses=REGISTERED&statuses=AWAITING_RESPONSE',
    );
    expect(all.total).toBe(25);
    const zoe = await page(owner, '?search=zOE');
    expect(zoe.invitees.map((i) => i.firstName)).toEqual(['Zoe', 'Zoe', 'Zoe', 'Zoe', 'Zoe']);
    const byEmail = await page(owner, '?search=g12%40guests');
    expect(byEmail.invitees.map((i) => i.email)).toEqual(['g12@guests.dev']);
    const both = await page(owner, '?search=zoe&statuses=AWAITING_RESPONSE');
    expect(both.invitees.map((i) => i.email)).toEqual(['g16@guests.dev', 'g1@guests.dev']);
    const wildcard = await page(owner, '?search=%25');
    expect(wildcard.total).toBe(0);
    for (const bad of ['?statuses=ACCEPTED', '?offset=-1', '?search=a%00b', '?offset=2147483648']) {
      const response = await get(
        s.app,
        `${api(INVITE_LIST_API.invitees(s.fx.main.id, s.fx.guests.id))}${bad}`,
        owner,
      );
      expect({ bad, status: response.statusCode }).toEqual({ bad, status: 400 });
    }
  });

  it('adds an invitee, sends the chosen invitations and refuses the same email again (409)', async () => {
    const owner = await ownerSession(s.app);
    const url = INVITE_LIST_API.invitees(s.fx.main.id, s.fx.guests.id);
    const added = await post(owner, url, {
      email: ' New.Person@Example.com ',
      firstName: 'Nia',
      lastName: 'Person',
      phoneNumber: '(415) 555-2671',
      country: 'us',
      communicationSettingIds: [s.fx.comms.invitation.id, s.fx.comms.reminder.id],
    });
    expect(added.statusCode).toBe(201);
    expect(InviteeSchema.parse(added.json())).toMatchObject({
      audienceGroupId: s.fx.guests.id,
      email: 'New.Person@Example.com',
      firstName: 'Nia',
      // Typed in the national form of its country, stored in E.164.
      phoneNumber: '+14155552671',
      country: 'United States',
      invitationStatus: 'AWAITING_RESPONSE',
    });
    const sent = await s.db
      .select({ to: emailOutbox.to, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'New.Person@Example.com'));
    expect(sent).toEqual([
      { to: 'New.Person@Example.com', subject: 'You are invited to Main' },
      { to: 'New.Person@Example.com', subject: 'Reminder: Main' },
    ]);
    const usages = await s.db
      .select({ usedBy: audienceGroupUsages.usedBy })
      .from(audienceGroupUsages)
      .where(
        and(
          eq(audienceGroupUsages.audienceGroupId, s.fx.guests.id),
          eq(audienceGroupUsages.usedIn, 'COMMUNICATION_SENT'),
        ),
      );
    expect(usages.map((u) => u.usedBy).sort()).toEqual(['Invitation', 'Reminder']);

    const again = await post(owner, url, { email: 'new.person@example.COM' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      message: PEOPLE_EXTRA_MESSAGES.alreadyInList,
      field: 'email',
    });

    // Someone already registered for the event is added as REGISTERED; no email, no usage.
    const registered = await post(owner, INVITE_LIST_API.invitees(s.fx.main.id, s.fx.invite.id), {
      email: 'r2@test.dev',
    });
    expect(registered.json()).toMatchObject({ invitationStatus: 'REGISTERED' });
    expect(
      await s.db
        .select()
        .from(audienceGroupUsages)
        .where(eq(audienceGroupUsages.audienceGroupId, s.fx.invite.id)),
    ).toEqual([]);
  });

  it('refuses bad invitee fields with 400 naming the field', async () => {
    const owner = await ownerSession(s.app);
    const url = INVITE_LIST_API.invitees(s.fx.main.id, s.fx.guests.id);
    const cases: [Record<string, unknown>, string, string | null][] = [
      [{ email: 'nope' }, 'email', PEOPLE_MESSAGES.invalidEmail],
      [{ email: '   ' }, 'email', PEOPLE_MESSAGES.required],
      [{ email: 'p@example.com', phoneNumber: '12' }, 'phoneNumber', PEOPLE_MESSAGES.invalidPhone],
      [
        { email: 'c@example.com', country: 'Atlantis' },
        'country',
        PEOPLE_EXTRA_MESSAGES.unknownCountry,
      ],
      [{ email: 'f@example.com', company: 'x'.repeat(151) }, 'company', null],
      [{ email: 'a\u0000b@example.com' }, 'email', null],
      [{}, 'email', null],
      [
        { email: 'w@example.com', communicationSettingIds: [s.fx.comms.webinarInvitation.id] },
        'communicationSettingIds',
        null,
      ],
      [
        { email: 'w@example.com', communicationSettingIds: [2_147_483_648] },
        'communicationSettingIds.0',
        null,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(owner, url, body);
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', field });
      if (message) expect(response.json().message).toBe(`${field}: ${message}`);
    }
  });

  it('finds an invitee by email, any case', async () => {
    const owner = await ownerSession(s.app);
    const found = await get(
      s.app,
      api(INVITE_LIST_API.inviteeByEmail(s.fx.main.id, s.fx.guests.id, 'G7@Guests.dev')),
      owner,
    );
    expect(found.json()).toMatchObject({ email: 'g7@guests.dev', lastName: 'Guest7' });
    const missing = await get(
      s.app,
      api(INVITE_LIST_API.inviteeByEmail(s.fx.main.id, s.fx.guests.id, 'webinar@guests.dev')),
      owner,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('declines an invitee, but not one who registered (409)', async () => {
    const owner = await ownerSession(s.app);
    const [awaiting, registered] = s.fx.guestRows;
    if (!awaiting || !registered) throw new Error('guests missing');
    const decline = (id: number, listId = s.fx.guests.id) =>
      post(owner, INVITE_LIST_API.decline(s.fx.main.id, listId, id));
    const ok = await decline(awaiting.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: awaiting.id, invitationStatus: 'DECLINED' });
    const refused = await decline(registered.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
    expect((await decline(registered.id, s.fx.invite.id)).statusCode).toBe(404);
    expect((await decline(2_000_000_000)).statusCode).toBe(404);
  });

  it('deletes an invitee of the list only', async () => {
    const owner = await ownerSession(s.app);
    const victim = s.fx.guestRows[24];
    if (!victim) throw new Error('guest missing');
    const remove = (listId: number) =>
      s.app.inject({
        method: 'DELETE',
        url: api(INVITE_LIST_API.invitee(s.fx.main.id, listId, victim.id)),
        headers: sessionHeaders(owner, true),
      });
    expect((await remove(s.fx.invite.id)).statusCode).toBe(404);
    expect((await remove(s.fx.guests.id)).statusCode).toBe(204);
    expect((await remove(s.fx.guests.id)).statusCode).toBe(404);
    const [left] = await s.db.select().from(invitees).where(eq(invitees.id, victim.id));
    expect(left).toBeUndefined();
  });

  it('downloads invite-list.csv with the search and filter, formula-safe', async () => {
    const owner = await ownerSession(s.app);
    await s.db.insert(invitees).values({
      audienceGroupId: s.fx.guests.id,
      eventId: s.fx.main.id,
      email: 'formula@guests.dev',
      firstName: '=HYPERLINK("http://x")',
      company: '+Acme, Inc',
      invitationStatus: 'DECLINED',
    });
    const csv = async (query: string) =>
      get(s.app, `${api(INVITE_LIST_API.csv(s.fx.main.id, s.fx.guests.id))}${query}`, owner);
    const response = await csv('?search=formula&statuses=DECLINED');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invite-list.csv"');
    expect(response.body).toBe(
      '\uFEFFemail,firstName,lastName,role,company,phoneNumber,country,status\n' +
        `formula@guests.dev,"'=HYPERLINK(""http://x"")",,,"'+Acme, Inc",,,Declined\n`,
    );
    const registered = (await csv('?statuses=REGISTERED')).body.trim().split('\n');
    expect(registered).toHaveLength(1 + 8);
    expect(registered.slice(1).every((line) => line.endsWith(',Accepted'))).toBe(true);
    const everyone = (await csv('')).body.trim().split('\n');
    expect(everyone.length - 1).toBe((await page(owner)).total);
    expect((await csv('?statuses=NOPE')).statusCode).toBe(400);
  });

  it('says whether a new list may take a name: any group of the event, trimmed, any case', async () => {
    const owner = await ownerSession(s.app);
    const check = async (eventId: number, name: string) => {
      const response = await get(s.app, api(INVITE_LIST_API.nameAvailable(eventId, name)), owner);
      expect(response.statusCode).toBe(200);
      return ListNameAvailabilitySchema.parse(response.json());
    };
    expect(await check(s.fx.main.id, '  guests ')).toEqual({
      available: false,
      message: PEOPLE_MESSAGES.audienceNameExists('guests'),
    });
    expect(await check(s.fx.main.id, 'CUSTOM A')).toEqual({
      available: false,
      message: PEOPLE_MESSAGES.audienceNameExists('CUSTOM A'),
    });
    expect(await check(s.fx.main.id, 'Guests 2030')).toEqual({ available: true, message: null });
    // Another event's list of that name does not count.
    expect(await check(s.fx.second.id, 'Guests')).toEqual({ available: true, message: null });
    const tooLong = await get(
      s.app,
      api(INVITE_LIST_API.nameAvailable(s.fx.main.id, 'x'.repeat(201))),
      owner,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('adds as REGISTERED someone whose completed registration has the email in another case', async () => {
    const owner = await ownerSession(s.app);
    const [registrant] = await s.db
      .update(registrations)
      .set({ email: 'Mixed.Case@Test.Dev' })
      .where(and(eq(registrations.eventId, s.fx.main.id), eq(registrations.email, 'r2@test.dev')))
      .returning({ id: registrations.id });
    const added = await post(owner, INVITE_LIST_API.invitees(s.fx.main.id, s.fx.invite.id), {
      email: 'mixed.case@TEST.dev',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ invitationStatus: 'REGISTERED' });
    const [linked] = await s.db
      .select({ registrationId: invitees.registrationId })
      .from(invitees)
      .where(eq(invitees.id, InviteeSchema.parse(added.json()).id));
    expect(linked?.registrationId).toBe(registrant?.id);
  });

  it("lists the event's invitation emails only", async () => {
    const owner = await ownerSession(s.app);
    const response = await get(s.app, api(INVITE_LIST_API.communications(s.fx.main.id)), owner);
    expect(response.json()).toEqual({
      communications: [
        { id: s.fx.comms.invitation.id, name: 'Invitation', subject: 'You are invited to {event}' },
        { id: s.fx.comms.reminder.id, name: 'Reminder', subject: 'Reminder: {event}' },
      ],
    });
  });
});
