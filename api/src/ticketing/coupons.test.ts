/**
 * The ticketing coupons: a list ordered by code and paged with a search, read, create and edit;
 * codes unique per event ignoring case (409 naming the code), applies-to ticket types only of the
 * event (400), every validation rule (400, nothing written), uses never lowered under the uses so
 * far (409 with the numbers), and ids of another event (404).
 */
import { before as beforeAll, it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@console/shared/contract';
import {
  CouponPageSchema,
  CouponSchema,
  TICKETING_API,
  TICKETING_LIMITS as L,
  TICKETING_MESSAGES as M,
} from '@console/registration-contract';
import { entriesOf } from '../activity-log/testing';
import { approvalEvent } from '../approvals/approvals-fixture';
import { coupons } from '../approvals/schema';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { login, type TestSession } from '../testing/http';
import { describeApi } from '../testing/suite';
import { couponTicketTypes } from './schema';
import { ticketingCalls } from './ticketing-fixture';

describeApi('ticketing: coupons', buildFixture, (s) => {
  let owner: TestSession;
  const api = ticketingCalls(s, () => owner);
  beforeAll(async () => {
    owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
  });

  const page = async (eventId: number, query = '') => {
    const response = await api.get(`${TICKETING_API.coupons(eventId)}${query}`);
    expect(response.statusCode).toBe(200);
    return CouponPageSchema.parse(response.json());
  };
  const create = async (eventId: number, payload: object) => {
    const response = await api.post(TICKETING_API.coupons(eventId), payload);
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 201 });
    return CouponSchema.parse(response.json());
  };
  const rowsOf = (eventId: number) =>
    s.db.select().from(coupons).where(eq(coupons.eventId, eventId)).orderBy(coupons.id);

  it('lists coupons by code ignoring case, a page at a time, with a search within the code', async () => {
    const { event } = await approvalEvent(s.db, s.fx);
    const codes = ['spring-10', 'EARLYBIRD', 'Vip', 'autumn-10', 'SUMMER-10', 'friends'];
    for (const code of codes) await create(event.id, { code });
    const all = await page(event.id);
    expect(all.total).toBe(6);
    expect(all.coupons.map((c) => c.code)).toEqual([
      'autumn-10',
      'EARLYBIRD',
      'friends',
      'spring-10',
      'SUMMER-10',
      'Vip',
    ]);
    const second = await page(event.id, '?limit=2&offset=2');
    expect(second).toMatchObject({ total: 6 });
    expect(second.coupons.map((c) => c.code)).toEqual(['friends', 'spring-10']);
    const searched = await page(event.id, '?search=%20-10%20&limit=2');
    expect(searched.total).toBe(3);
    expect(searched.coupons.map((c) => c.code)).toEqual(['autumn-10', 'spring-10']);
    // Wildcards are text: no code holds a %.
    expect((await page(event.id, '?search=%25')).total).toBe(0);
    expect((await page(event.id, '?search=vIp')).coupons.map((c) => c.code)).toEqual(['Vip']);
    for (const bad of ['?limit=0', `?limit=${L.couponPageSize + 1}`, '?offset=-1'])
      expect((await api.get(`${TICKETING_API.coupons(event.id)}${bad}`)).statusCode).toBe(400);
  });

  it('creates a coupon with defaults or every field, and reads it back with its uses', async () => {
    const { event, tickets, add } = await approvalEvent(s.db, s.fx);
    const [free, paid] = tickets;
    if (!free || !paid) throw new Error('tickets');
    const plain = await create(event.id, { code: '  FRIENDS ' });
    expect(plain).toEqual({
      couponId: plain.couponId,
      code: 'FRIENDS',
      quantity: null,
      used: 0,
      available: null,
      usageLimitReached: false,
      ticketTypeIds: [],
      validFrom: null,
      validUntil: null,
    });
    const full = await create(event.id, {
      code: 'PAID-ONLY',
      quantity: 3,
      ticketTypeIds: [paid.id, free.id, paid.id],
      validFrom: '2030-05-01T09:00:00+02:00',
      validUntil: '2030-06-01T00:00:00Z',
    });
    expect(full).toMatchObject({
      quantity: 3,
      ticketTypeIds: [free.id, paid.id].sort((a, b) => a - b),
      validFrom: '2030-05-01T07:00:00.000Z',
      validUntil: '2030-06-01T00:00:00.000Z',
    });
    await add({ couponIds: [full.couponId] });
    await add({ status: 'REJECTED', couponIds: [full.couponId, plain.couponId] });
    const read = await api.get(TICKETING_API.coupon(event.id, full.couponId));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ used: 2, available: 1, usageLimitReached: false });
    await add({ couponIds: [full.couponId] });
    expect((await api.get(TICKETING_API.coupon(event.id, full.couponId))).json()).toMatchObject({
      used: 3,
      available: 0,
      usageLimitReached: true,
    });
  });

  it('refuses each invalid field with a message naming it, and writes nothing', async () => {
    const { event, tickets } = await approvalEvent(s.db, s.fx);
    const other = await approvalEvent(s.db, s.fx);
    const [free] = tickets;
    const [foreign] = other.tickets;
    if (!free || !foreign) throw new Error('tickets');
    const uses = M.couponQuantity(L.couponQuantityMax);
    const cases: [object, string, string][] = [
      [{}, 'code', M.couponCodeRequired],
      [{ code: '  ' }, 'code', M.couponCodeRequired],
      [{ code: 'C'.repeat(L.couponCodeMax + 1) }, 'code', M.couponCodeMax(L.couponCodeMax)],
      [{ code: 'A\u0000' }, 'code', MESSAGES.textHasNul],
      [{ code: 'C', quantity: 0 }, 'quantity', uses],
      [{ code: 'C', quantity: 1.5 }, 'quantity', uses],
      [{ code: 'C', quantity: L.couponQuantityMax + 1 }, 'quantity', uses],
      [{ code: 'C', ticketTypeIds: [0] }, 'ticketTypeIds.0', 'Must be a positive integer'],
      [{ code: 'C', validFrom: 'next week' }, 'validFrom', M.dateTime],
      [
        { code: 'C', validFrom: '2030-05-02T00:00:00Z', validUntil: '2030-05-01T00:00:00Z' },
        'validUntil',
        M.validUntilBeforeFrom,
      ],
      // Applies-to: only the event's own ticket types, the first stranger named.
      [
        { code: 'C', ticketTypeIds: [free.id, foreign.id] },
        'ticketTypeIds[1]',
        M.notATicketTypeOfEvent(foreign.id),
      ],
      [
        { code: 'C', ticketTypeIds: [2_147_483_000] },
        'ticketTypeIds[0]',
        M.notATicketTypeOfEvent(2_147_483_000),
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await api.post(TICKETING_API.coupons(event.id), payload);
      expect({ payload, status: response.statusCode, body: response.json() }).toEqual({
        payload,
        status: 400,
        body: { code: 'INVALID_INPUT', field, message: `${field}: ${message}` },
      });
    }
    expect(await rowsOf(event.id)).toEqual([]);
  });

  it('keeps codes unique per event ignoring case (409 naming the code); another event may reuse one', async () => {
    const { event } = await approvalEvent(s.db, s.fx);
    const other = await approvalEvent(s.db, s.fx);
    const early = await create(event.id, { code: 'EarlyBird' });
    const vip = await create(event.id, { code: 'VIP' });
    const taken = await api.post(TICKETING_API.coupons(event.id), { code: ' EARLYBIRD ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'DUPLICATE_COUPON_CODE',
      field: 'code',
      message:
        'A coupon with the code EARLYBIRD already exists in this event: choose another code.',
    });
    await create(other.event.id, { code: 'EARLYBIRD' });
    const renamed = await api.patch(TICKETING_API.coupon(event.id, vip.couponId), {
      code: 'earlybird',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(M.duplicateCouponCode('earlybird'));
    // A coupon may change the case of its own code.
    const recased = await api.patch(TICKETING_API.coupon(event.id, early.couponId), {
      code: 'EARLYBIRD',
    });
    expect(recased.statusCode).toBe(200);
    expect((await rowsOf(event.id)).map((c) => c.code)).toEqual(['EARLYBIRD', 'VIP']);
  });

  it('edits the fields sent; ticketTypeIds replaces the list; the validity is checked against the stored one', async () => {
    const { event, tickets } = await approvalEvent(s.db, s.fx);
    const other = await approvalEvent(s.db, s.fx);
    const [free, paid] = tickets;
    const [foreign] = other.tickets;
    if (!free || !paid || !foreign) throw new Error('tickets');
    const coupon = await create(event.id, {
      code: 'TEAM',
      quantity: 10,
      ticketTypeIds: [free.id],
      validFrom: '2030-05-01T00:00:00Z',
    });
    const url = TICKETING_API.coupon(event.id, coupon.couponId);
    const edited = await api.patch(url, { ticketTypeIds: [paid.id], quantity: null });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      code: 'TEAM',
      quantity: null,
      ticketTypeIds: [paid.id],
      validFrom: '2030-05-01T00:00:00.000Z',
    });
    const everyTicket = await api.patch(url, { ticketTypeIds: [] });
    expect(everyTicket.json()).toMatchObject({ ticketTypeIds: [] });
    expect(
      await s.db
        .select()
        .from(couponTicketTypes)
        .where(eq(couponTicketTypes.couponId, coupon.couponId)),
    ).toEqual([]);

    const untilBefore = await api.patch(url, { validUntil: '2030-04-01T00:00:00Z' });
    expect(untilBefore.statusCode).toBe(400);
    expect(untilBefore.json()).toEqual({
      code: 'INVALID_INPUT',
      field: 'validUntil',
      message: `validUntil: ${M.validUntilBeforeFrom}`,
    });
    const foreignTicket = await api.patch(url, { ticketTypeIds: [foreign.id], code: 'CHANGED' });
    expect(foreignTicket.statusCode).toBe(400);
    expect(foreignTicket.json()).toMatchObject({ field: 'ticketTypeIds[0]' });
    const [row] = await rowsOf(event.id);
    expect(row).toMatchObject({ code: 'TEAM', validUntil: null });
  });

  it('logs a created coupon and an edit (changed fields only); refused writes log nothing', async () => {
    const { event, tickets } = await approvalEvent(s.db, s.fx);
    const [free, paid] = tickets;
    if (!free || !paid) throw new Error('tickets');
    const start = (await entriesOf(s.db, event.id)).length;
    const coupon = await create(event.id, { code: 'EARLY', quantity: 5, ticketTypeIds: [free.id] });
    const url = TICKETING_API.coupon(event.id, coupon.couponId);
    expect((await api.post(TICKETING_API.coupons(event.id), { code: 'early' })).statusCode).toBe(
      409,
    );
    expect((await api.patch(url, { code: 'LATE', validUntil: 'soon' })).statusCode).toBe(400);
    expect(
      (await api.patch(url, { code: 'LATE', ticketTypeIds: [paid.id, free.id] })).statusCode,
    ).toBe(200);
    const actor = { actorUserId: s.fx.userId('owner'), actorName: `Test ${FIXTURE_USERS.owner}` };
    const target = { targetType: 'coupon', targetId: String(coupon.couponId) };
    expect((await entriesOf(s.db, event.id)).slice(start)).toEqual([
      expect.objectContaining({
        ...actor,
        ...target,
        area: 'TICKETING',
        action: 'coupon.created',
        targetLabel: 'EARLY',
        summary: "Created coupon 'EARLY'",
        before: null,
        after: {
          code: 'EARLY',
          quantity: 5,
          validFrom: null,
          validUntil: null,
          ticketTypeIds: [free.id],
        },
      }),
      expect.objectContaining({
        ...actor,
        ...target,
        area: 'TICKETING',
        action: 'coupon.edited',
        targetLabel: 'LATE',
        summary: "Edited coupon 'LATE'",
        before: { code: 'EARLY', ticketTypeIds: [free.id] },
        after: { code: 'LATE', ticketTypeIds: [free.id, paid.id].sort((a, b) => a - b) },
      }),
    ]);
  });

  it('refuses uses lowered under the uses so far, with the numbers', async () => {
    const { event, add, addCoupon } = await approvalEvent(s.db, s.fx);
    const coupon = await addCoupon('LIMITED', 10);
    const unlimited = await addCoupon('OPEN', null);
    for (let i = 0; i < 4; i += 1)
      await add({ status: i === 0 ? 'REJECTED' : 'PENDING', couponIds: [coupon.id, unlimited.id] });
    const refused = await api.patch(TICKETING_API.coupon(event.id, coupon.id), {
      quantity: 3,
      code: 'LIMITED-2',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'USES_BELOW_USED',
      field: 'quantity',
      message: 'The number of uses cannot be lower than 4: the coupon has been used 4 times.',
    });
    expect((await rowsOf(event.id)).map((c) => [c.code, c.quantity])).toEqual([
      ['LIMITED', 10],
      ['OPEN', null],
    ]);
    const fromUnlimited = await api.patch(TICKETING_API.coupon(event.id, unlimited.id), {
      quantity: 2,
    });
    expect(fromUnlimited.statusCode).toBe(409);
    const atUsed = await api.patch(TICKETING_API.coupon(event.id, coupon.id), { quantity: 4 });
    expect(atUsed.statusCode).toBe(200);
    expect(atUsed.json()).toMatchObject({
      quantity: 4,
      used: 4,
      available: 0,
      usageLimitReached: true,
    });
  });

  it('answers 404 for a coupon of another event, and changes nothing', async () => {
    const mine = await approvalEvent(s.db, s.fx);
    const other = await approvalEvent(s.db, s.fx);
    const theirs = await other.addCoupon('THEIRS', 5);
    const url = TICKETING_API.coupon(mine.event.id, theirs.id);
    for (const response of [await api.get(url), await api.patch(url, { quantity: 50 })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Coupon not found' });
    }
    expect((await rowsOf(other.event.id)).map((c) => c.quantity)).toEqual([5]);
  });
});
