/**
 * An event's coupons as the ticketing page reads and writes them. `used` is the coupon row's kept
 * count of its registration_coupons rows (moved by statement triggers in the statement that writes
 * them, docs/decisions/0033), so a page of 50 coupons reads 50 rows however often each was used.
 * The list is ordered by code ignoring case and served by the (event, lower(code)) unique index;
 * a search keeps the codes containing the text. Codes are unique per event ignoring case: a write
 * takes the event's coupon-code lock, then checks, and the index stays the last word.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  TICKETING_ERROR_CODES,
  TICKETING_MESSAGES,
  windowInOrder,
  type Coupon,
  type CouponCreateSchema,
  type CouponListQuerySchema,
  type CouponPage,
  type CouponPatchSchema,
} from '@console/registration-contract';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { ticketTypes } from '../db/schema';
import { countWhere } from '../db/query-helpers';
import { coupons } from '../approvals/schema';
import { ApiError, badField, notFound } from '../http/errors';
import type { ActivityActor } from '../activity-log/record';
import { recordCouponCreated, recordCouponEdited } from './activity';
import { couponTicketTypes } from './schema';

type CouponCreateBody = z.output<typeof CouponCreateSchema>;
type CouponPatchBody = z.output<typeof CouponPatchSchema>;
type CouponListQuery = z.output<typeof CouponListQuerySchema>;

const c = coupons;
const ct = couponTicketTypes;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const instant = (value: string | null) => (value === null ? null : new Date(value));

const columns = {
  id: c.id,
  code: c.code,
  quantity: c.quantity,
  used: c.used,
  validFrom: c.validFrom,
  validUntil: c.validUntil,
  ticketTypeIds: sql<number[]>`coalesce((
    select array_agg(${ct.ticketTypeId} order by ${ct.ticketTypeId}) from ${ct}
    where ${ct.couponId} = ${c.id}), '{}'::int[])`.mapWith((value: unknown) =>
    Array.isArray(value) ? value.map(Number) : [],
  ),
};

function toCoupon(row: {
  id: number;
  code: string;
  quantity: number | null;
  used: number;
  validFrom: Date | null;
  validUntil: Date | null;
  ticketTypeIds: number[];
}): Coupon {
  return {
    couponId: row.id,
    code: row.code,
    quantity: row.quantity,
    used: row.used,
    available: row.quantity === null ? null : Math.max(0, row.quantity - row.used),
    // closedOffers' rule: no use left.
    usageLimitReached: row.quantity !== null && row.used >= row.quantity,
    ticketTypeIds: row.ticketTypeIds,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
  };
}

export async function listCoupons(
  db: Db,
  eventId: number,
  query: CouponListQuery,
): Promise<CouponPage> {
  const search = query.search?.toLowerCase();
  const where = and(
    eq(c.eventId, eventId),
    search ? sql`strpos(lower(${c.code}), ${search}::text) > 0` : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(c)
      .where(where)
      .orderBy(sql`lower(${c.code})`)
      .limit(query.limit)
      .offset(query.offset),
    countWhere(db, c, where),
  ]);
  return { coupons: rows.map(toCoupon), total };
}

export async function readCoupon(db: Db, eventId: number, couponId: number): Promise<Coupon> {
  const [row] = await db
    .select(columns)
    .from(c)
    .where(and(eq(c.eventId, eventId), eq(c.id, couponId)));
  if (!row) throw notFound('Coupon');
  return toCoupon(row);
}

/** Refuses an id that is not a ticket type of the event (400 naming its position). */
async function checkTicketTypes(tx: Db, eventId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, [...new Set(ids)])));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0)
    throw badField(
      `ticketTypeIds[${missing}]`,
      TICKETING_MESSAGES.notATicketTypeOfEvent(ids[missing] ?? 0),
    );
}

/** Takes the event's coupon-code lock, then refuses a code another coupon of the event has. */
async function claimCode(tx: Db, eventId: number, code: string, exceptId?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('coupon_codes'), ${eventId}::int)`);
  const [taken] = await tx
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.eventId, eventId),
        sql`lower(${c.code}) = lower(${code}::text)`,
        exceptId === undefined ? undefined : ne(c.id, exceptId),
      ),
    );
  if (taken)
    throw new ApiError(
      409,
      TICKETING_ERROR_CODES.duplicateCouponCode,
      TICKETING_MESSAGES.duplicateCouponCode(code),
      'code',
    );
}

async function couponTicketTypeIds(tx: Db, couponId: number): Promise<number[]> {
  const rows = await tx.select({ id: ct.ticketTypeId }).from(ct).where(eq(ct.couponId, couponId));
  return rows.map((row) => row.id);
}

async function replaceTicketTypes(tx: Db, couponId: number, ids: readonly number[]) {
  await tx.delete(ct).where(eq(ct.couponId, couponId));
  const distinct = [...new Set(ids)];
  if (distinct.length > 0)
    await tx.insert(ct).values(distinct.map((ticketTypeId) => ({ couponId, ticketTypeId })));
}

function checkValidity(validFrom: Date | null, validUntil: Date | null, sentUntil: boolean) {
  if (!windowInOrder(validFrom, validUntil))
    throw badField(sentUntil ? 'validUntil' : 'validFrom', TICKETING_MESSAGES.validUntilBeforeFrom);
}

export async function createCoupon(
  db: Db,
  eventId: number,
  body: CouponCreateBody,
  actor: ActivityActor,
): Promise<Coupon> {
  const id = await db.transaction(async (tx) => {
    await checkTicketTypes(tx, eventId, body.ticketTypeIds);
    await claimCode(tx, eventId, body.code);
    const [row] = await tx
      .insert(c)
      .values({
        eventId,
        code: body.code,
        quantity: body.quantity,
        validFrom: instant(body.validFrom),
        validUntil: instant(body.validUntil),
      })
      .returning();
    if (!row) throw new Error('insert returned no coupon');
    await replaceTicketTypes(tx, row.id, body.ticketTypeIds);
    await recordCouponCreated(
      tx,
      { eventId, actor, id: row.id },
      { row, ticketTypeIds: body.ticketTypeIds },
    );
    return row.id;
  });
  return readCoupon(db, eventId, id);
}

/**
 * An edit of the fields sent. The coupon row is locked first: the triggers that count its uses
 * update that row, so `used` is exact while the new number of uses is compared with it. Raising
 * the uses of a used-up coupon frees the pending requests approvals held back for it.
 */
export async function patchCoupon(
  db: Db,
  eventId: number,
  couponId: number,
  patch: CouponPatchBody,
  actor: ActivityActor,
): Promise<Coupon> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(c)
      .where(and(eq(c.eventId, eventId), eq(c.id, couponId)))
      .for('update');
    if (!row) throw notFound('Coupon');
    const validFrom = patch.validFrom === undefined ? row.validFrom : instant(patch.validFrom);
    const validUntil = patch.validUntil === undefined ? row.validUntil : instant(patch.validUntil);
    checkValidity(validFrom, validUntil, patch.validUntil !== undefined);
    if (patch.ticketTypeIds !== undefined) await checkTicketTypes(tx, eventId, patch.ticketTypeIds);
    if (patch.code !== undefined && patch.code.toLowerCase() !== row.code.toLowerCase())
      await claimCode(tx, eventId, patch.code, row.id);
    const next = patch.quantity;
    const lowered =
      next !== undefined && next !== null && (row.quantity === null || next < row.quantity);
    if (lowered && next < row.used)
      throw new ApiError(
        409,
        TICKETING_ERROR_CODES.usesBelowUsed,
        TICKETING_MESSAGES.usesBelowUsed(row.used),
        'quantity',
      );
    const ticketTypeIds = await couponTicketTypeIds(tx, row.id);
    const [updated] = await tx
      .update(c)
      .set({ code: patch.code, quantity: patch.quantity, validFrom, validUntil })
      .where(eq(c.id, row.id))
      .returning();
    if (patch.ticketTypeIds !== undefined)
      await replaceTicketTypes(tx, row.id, patch.ticketTypeIds);
    if (updated)
      await recordCouponEdited(
        tx,
        { eventId, actor, id: row.id },
        { row, ticketTypeIds },
        { row: updated, ticketTypeIds: patch.ticketTypeIds ?? ticketTypeIds },
      );
  });
  return readCoupon(db, eventId, couponId);
}
