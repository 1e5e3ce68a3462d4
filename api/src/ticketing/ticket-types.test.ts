/**
 * The ticketing ticket types: list, read, create and edit, with sales computed at now, sold and
 * reserved from the kept counts, every validation rule (400 naming the field, nothing written),
 * the quantity floor (409 with the numbers) and ids of another event (404).
 */
import { before as beforeAll, it } from 'node:test';
import { expect } from 'expect';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@console/shared/contract';
import {
  TICKETING_API,
  TICKETING_LIMITS as L,
  TICKETING_MESSAGES as M,
  TicketListSchema,
  TicketSchema,
} from '@console/registration-contract';
import { entriesOf } from '../activity-log/testing';
import { syncSystemGroups } from '../audiences/system-groups';
import { audienceGroups, ticketTypes } from '../db/schema';
import { approvalEvent } from '../approvals/approvals-fixture';
import { ticketReservations } from '../approvals/schema';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { login, type TestSession } from '../testing/http';
import { freshEvent } from '../testing/fresh-event';
import { describeApi } from '../testing/suite';
import { DAY, daysFromNow, ticketingCalls } from './ticketing-fixture';

describeApi('ticketing: ticket types', buildFixture, (s) => {
  let owner: TestSession;
  const api = ticketingCalls(s, () => owner);
  beforeAll(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
  });

  const ticketsOf = async (eventId: number) => {
    const response = await api.get(TICKETING_API.ticketTypes(eventId));
    expect(response.statusCode).toBe(200);
    return TicketListSchema.parse(response.json()).ticketTypes;
  };
  const rowsOf = (eventId: number) =>
    s.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId)).orderBy(ticketTypes.id);

  /** 5 sold (completed requests) and 2 reserved (an approved request's open reservation). */
  async function heldEvent(quantity: number | null) {
    const fixture = await approvalEvent(s.db, s.fx, {
      tickets: [{ name: 'Held', quantity, priceCents: 1500 }],
    });
    const [held] = fixture.tickets;
    if (!held) throw new Error('ticket missing');
    await fixture.add({ status: 'REGISTERED', tickets: [[held.id, 3]] });
    await fixture.add({ status: 'REGISTERED', tickets: [[held.id, 2]] });
    const approved = await fixture.add({ status: 'APPROVED', tickets: [[held.id, 2]] });
    await s.db.insert(ticketReservations).values({
      registrationId: approved.id,
      ticketTypeId: held.id,
      count: 2,
      expiresAt: new Date(Date.now() + DAY),
    });
    // Pending requests hold nothing.
    await fixture.add({ tickets: [[held.id, 4]] });
    return { ...fixture, held };
  }

  it('lists every ticket type in creation order with its sales at now', async () => {
    const { event, tickets, add } = await approvalEvent(s.db, s.fx, {
      tickets: [
        { name: 'On sale', quantity: 10, priceCents: 2500 },
        { name: 'Unlimited', quantity: null },
        { name: 'Ended', quantity: 100, salesEndAt: new Date(Date.now() - DAY) },
        { name: 'Sold out', quantity: 1 },
        { name: 'Later', quantity: 100 },
      ],
    });
    const [onSale, unlimited, ended, soldOut, later] = tickets;
    if (!onSale || !unlimited || !ended || !soldOut || !later) throw new Error('tickets');
    await s.db
      .update(ticketTypes)
      .set({ salesStartAt: new Date(Date.now() + DAY) })
      .where(eq(ticketTypes.id, later.id));
    await add({ status: 'REGISTERED', tickets: [[onSale.id, 3]] });
    await add({ status: 'REGISTERED', tickets: [[soldOut.id, 1]] });
    // Pending requests asking for the ended ticket: approvals block them (a request in a
    // transaction is not selectable, a rejected one is not pending).
    await add({ tickets: [[ended.id, 1]] });
    await add({
      tickets: [
        [ended.id, 2],
        [onSale.id, 1],
      ],
      flow: 'b',
    });
    await add({ tickets: [[ended.id, 1]], inProgress: true });
    await add({ status: 'REJECTED', tickets: [[ended.id, 1]] });

    const list = await ticketsOf(event.id);
    expect(list.map((t) => [t.name, t.salesState, t.sold, t.available, t.blockedRequests])).toEqual(
      [
        ['On sale', 'ON_SALE', 3, 7, 0],
        ['Unlimited', 'ON_SALE', 0, null, 0],
        ['Ended', 'ENDED', 0, 100, 2],
        ['Sold out', 'SOLD_OUT', 1, 0, 0],
        ['Later', 'NOT_STARTED', 0, 100, 0],
      ],
    );
    expect(list[0]).toEqual({
      ticketTypeId: onSale.id,
      name: 'On sale',
      quantity: 10,
      priceCents: 2500,
      salesStartAt: null,
      salesEndAt: null,
      sold: 3,
      reserved: 0,
      available: 7,
      salesState: 'ON_SALE',
      blockedRequests: 0,
    });

    const one = await api.get(TICKETING_API.ticketType(event.id, ended.id));
    expect(one.statusCode).toBe(200);
    expect(TicketSchema.parse(one.json())).toEqual(list[2]);
  });

  it('creates a ticket type with defaults, and its audience groups', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Ticketing create' });
    const created = await api.post(TICKETING_API.ticketTypes(event.id), { name: '  Workshop  ' });
    expect(created.statusCode).toBe(201);
    const ticket = TicketSchema.parse(created.json());
    expect(ticket).toMatchObject({
      name: 'Workshop',
      quantity: null,
      priceCents: 0,
      salesStartAt: null,
      salesEndAt: null,
      salesState: 'ON_SALE',
      available: null,
    });
    const start = '2030-05-01T09:00:00+02:00';
    const full = await api.post(TICKETING_API.ticketTypes(event.id), {
      name: 'Conference pass',
      quantity: 500,
      priceCents: 19900,
      salesStartAt: start,
      salesEndAt: '2030-06-01T00:00:00Z',
    });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({
      quantity: 500,
      priceCents: 19900,
      salesStartAt: '2030-05-01T07:00:00.000Z',
      salesEndAt: '2030-06-01T00:00:00.000Z',
      salesState: 'NOT_STARTED',
      available: 500,
    });
    expect((await ticketsOf(event.id)).map((t) => t.name)).toEqual(['Workshop', 'Conference pass']);
    // Every ticket type has its audience group, as the audiences page lists them.
    const groups = await s.db
      .select({ name: audienceGroups.name, key: audienceGroups.groupKey })
      .from(audienceGroups)
      .where(and(eq(audienceGroups.eventId, event.id), eq(audienceGroups.type, 'TICKET')));
    expect(groups).toContainEqual({ name: 'Workshop', key: String(ticket.ticketTypeId) });
  });

  it('refuses each invalid field with a message naming it, and writes nothing', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Ticketing validation' });
    const quantity = M.ticketQuantity(L.ticketQuantityMax);
    const price = M.ticketPrice(L.ticketPriceCentsMax);
    const cases: [object, string, string][] = [
      [{}, 'name', M.ticketNameRequired],
      [{ name: '   ' }, 'name', M.ticketNameRequired],
      [{ name: 'n'.repeat(L.ticketNameMax + 1) }, 'name', M.ticketNameMax(L.ticketNameMax)],
      [{ name: 'a\u0000b' }, 'name', MESSAGES.textHasNul],
      [{ name: 'T', quantity: 0 }, 'quantity', quantity],
      [{ name: 'T', quantity: -5 }, 'quantity', quantity],
      [{ name: 'T', quantity: 2.5 }, 'quantity', quantity],
      [{ name: 'T', quantity: '10' }, 'quantity', quantity],
      [{ name: 'T', quantity: L.ticketQuantityMax + 1 }, 'quantity', quantity],
      [{ name: 'T', priceCents: -1 }, 'priceCents', price],
      [{ name: 'T', priceCents: 9.99 }, 'priceCents', price],
      [{ name: 'T', priceCents: L.ticketPriceCentsMax + 1 }, 'priceCents', price],
      [{ name: 'T', salesStartAt: 'tomorrow' }, 'salesStartAt', M.dateTime],
      [{ name: 'T', salesEndAt: '2030-05-01T09:00:00' }, 'salesEndAt', M.dateTime],
      [
        { name: 'T', salesStartAt: '2030-05-02T00:00:00Z', salesEndAt: '2030-05-01T00:00:00Z' },
        'salesEndAt',
        M.salesEndBeforeStart,
      ],
      [
        { name: 'T', salesStartAt: '2030-05-01T00:00:00Z', salesEndAt: '2030-05-01T00:00:00Z' },
        'salesEndAt',
        M.salesEndBeforeStart,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await api.post(TICKETING_API.ticketTypes(event.id), payload);
      expect({ payload, status: response.statusCode, body: response.json() }).toEqual({
        payload,
        status: 400,
        body: { code: 'INVALID_INPUT', field, message: `${field}: ${message}` },
      });
    }
    expect(await rowsOf(event.id)).toEqual([]);
  });

  it('edits the fields sent; a rename renames its audience group', async () => {
    const { event, tickets } = await approvalEvent(s.db, s.fx, {
      tickets: [{ name: 'Standard', quantity: 50, priceCents: 1000 }],
    });
    const [standard] = tickets;
    if (!standard) throw new Error('ticket');
    await syncSystemGroups(s.db, event.id);
    const url = TICKETING_API.ticketType(event.id, standard.id);
    const renamed = await api.patch(url, { name: 'Standard pass', priceCents: 1200 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Standard pass', quantity: 50, priceCents: 1200 });
    const [group] = await s.db
      .select({ name: audienceGroups.name })
      .from(audienceGroups)
      .where(
        and(
          eq(audienceGroups.eventId, event.id),
          eq(audienceGroups.type, 'TICKET'),
          eq(audienceGroups.groupKey, String(standard.id)),
        ),
      );
    expect(group?.name).toBe('Standard pass');
    const windowed = await api.patch(url, {
      salesStartAt: daysFromNow(-2),
      salesEndAt: daysFromNow(2),
      quantity: null,
    });
    expect(windowed.json()).toMatchObject({
      name: 'Standard pass',
      quantity: null,
      salesState: 'ON_SALE',
    });
    // Nothing sent, nothing changed.
    const same = await api.patch(url, {});
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(windowed.json());
  });

  it('logs a created ticket and an edit (changed fields only); refused writes log nothing', async () => {
    const { event } = await freshEvent(s.db, s.fx, { name: 'Ticketing log' });
    expect((await api.post(TICKETING_API.ticketTypes(event.id), { name: ' ' })).statusCode).toBe(
      400,
    );
    const created = await api.post(TICKETING_API.ticketTypes(event.id), {
      name: 'VIP',
      quantity: 20,
      priceCents: 5000,
    });
    const id = TicketSchema.parse(created.json()).ticketTypeId;
    const url = TICKETING_API.ticketType(event.id, id);
    const refused = await api.patch(url, {
      name: 'Renamed',
      salesStartAt: '2030-05-02T00:00:00Z',
      salesEndAt: '2030-05-01T00:00:00Z',
    });
    expect(refused.statusCode).toBe(400);
    expect((await api.patch(url, { name: 'VIP pass', priceCents: 5000 })).statusCode).toBe(200);
    expect((await api.patch(url, {})).statusCode).toBe(200);
    const actor = { actorUserId: s.fx.userId('owner'), actorName: `Test ${FIXTURE_USERS.owner}` };
    const target = { targetType: 'ticket-type', targetId: String(id) };
    expect(await entriesOf(s.db, event.id)).toEqual([
      expect.objectContaining({
        ...actor,
        ...target,
        area: 'TICKETING',
        action: 'ticket.created',
        targetLabel: 'VIP',
        summary: "Created ticket 'VIP'",
        before: null,
        after: {
          name: 'VIP',
          quantity: 20,
          priceCents: 5000,
          salesStartAt: null,
          salesEndAt: null,
        },
      }),
      expect.objectContaining({
        ...actor,
        ...target,
        area: 'TICKETING',
        action: 'ticket.edited',
        targetLabel: 'VIP pass',
        summary: "Edited ticket 'VIP pass'",
        before: { name: 'VIP' },
        after: { name: 'VIP pass' },
      }),
    ]);
  });

  it('checks an edited window against the stored one, naming the field sent', async () => {
    const { event, tickets } = await approvalEvent(s.db, s.fx, {
      tickets: [{ name: 'W', quantity: 5 }],
    });
    const [w] = tickets;
    if (!w) throw new Error('ticket');
    const url = TICKETING_API.ticketType(event.id, w.id);
    expect(
      (
        await api.patch(url, {
          salesStartAt: '2030-05-01T00:00:00Z',
          salesEndAt: '2030-06-01T00:00:00Z',
        })
      ).statusCode,
    ).toBe(200);
    const endBefore = await api.patch(url, { salesEndAt: '2030-04-01T00:00:00Z' });
    expect(endBefore.statusCode).toBe(400);
    expect(endBefore.json()).toEqual({
      code: 'INVALID_INPUT',
      field: 'salesEndAt',
      message: `salesEndAt: ${M.salesEndBeforeStart}`,
    });
    const startAfter = await api.patch(url, { salesStartAt: '2030-07-01T00:00:00Z' });
    expect(startAfter.json()).toMatchObject({ field: 'salesStartAt' });
    const [row] = await rowsOf(event.id);
    expect(row?.salesStartAt?.toISOString()).toBe('2030-05-01T00:00:00.000Z');
    expect(row?.salesEndAt?.toISOString()).toBe('2030-06-01T00:00:00.000Z');
    // Clearing the start makes any end valid.
    const cleared = await api.patch(url, {
      salesStartAt: null,
      salesEndAt: '2030-04-01T00:00:00Z',
    });
    expect(cleared.statusCode).toBe(200);
  });

  it('refuses a quantity lowered under sold + reserved, with the numbers', async () => {
    const { event, held } = await heldEvent(100);
    const url = TICKETING_API.ticketType(event.id, held.id);
    const [listed] = await ticketsOf(event.id);
    expect(listed).toMatchObject({ sold: 5, reserved: 2, available: 93 });
    const refused = await api.patch(url, { quantity: 6, name: 'Renamed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'QUANTITY_BELOW_HELD',
      field: 'quantity',
      message:
        'The quantity cannot be lower than 7: 5 tickets are sold and 2 are reserved for approved requests.',
    });
    const [unchanged] = await rowsOf(event.id);
    expect(unchanged).toMatchObject({ quantity: 100, name: 'Held' });
    const atFloor = await api.patch(url, { quantity: 7 });
    expect(atFloor.statusCode).toBe(200);
    expect(atFloor.json()).toMatchObject({ quantity: 7, available: 0, salesState: 'SOLD_OUT' });
  });

  it('counts unlimited as the highest quantity, and lets an oversold ticket keep or raise its quantity', async () => {
    const unlimited = await heldEvent(null);
    const fromUnlimited = await api.patch(
      TICKETING_API.ticketType(unlimited.event.id, unlimited.held.id),
      { quantity: 3 },
    );
    expect(fromUnlimited.statusCode).toBe(409);
    expect(fromUnlimited.json().message).toBe(M.quantityBelowHeld(5, 2));

    // An "approve anyway" left the ticket oversold: 4 for 7 held.
    const oversold = await heldEvent(4);
    const url = TICKETING_API.ticketType(oversold.event.id, oversold.held.id);
    const kept = await api.patch(url, { name: 'Held (oversold)', quantity: 4 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ quantity: 4, available: 0, sold: 5, reserved: 2 });
    expect((await api.patch(url, { quantity: 6 })).statusCode).toBe(200);
    expect((await api.patch(url, { quantity: 5 })).statusCode).toBe(409);
  });

  it('answers 404 for a ticket type of another event, and changes nothing', async () => {
    const mine = await approvalEvent(s.db, s.fx, { tickets: [{ name: 'Mine', quantity: 5 }] });
    const other = await approvalEvent(s.db, s.fx, { tickets: [{ name: 'Theirs', quantity: 5 }] });
    const [theirs] = other.tickets;
    if (!theirs) throw new Error('ticket');
    const url = TICKETING_API.ticketType(mine.event.id, theirs.id);
    for (const response of [await api.get(url), await api.patch(url, { name: 'Stolen' })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Ticket type not found' });
    }
    expect((await rowsOf(other.event.id)).map((t) => t.name)).toEqual(['Theirs']);
    expect((await api.get(TICKETING_API.ticketType(mine.event.id, 2_147_483_000))).statusCode).toBe(
      404,
    );
  });
});
