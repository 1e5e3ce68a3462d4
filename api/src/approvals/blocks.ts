/**
 * §5 on the server: which requests of an approval are blocked (a ticket whose sales ended, a coupon
 * used up), in SQL over a whole selection, and how a status update holding them is refused.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { registrations, ticketTypes } from '../db/schema';
import { ApiError } from '../http/errors';
import { intList } from '../db/query-helpers';
import { coupons, registrationCoupons, registrationTickets } from './schema';
import {
  blockedReasonPhrases,
  blockedTotal,
  LOCAL_APPROVAL_BLOCKS,
  type ApprovalBlockedCounts,
  type ApprovalBlockerDetails,
  type LocalApprovalBlock,
  APPROVAL_MESSAGES,
} from '@console/approvals-contract';

const asBlock = (value: unknown): LocalApprovalBlock | null =>
  LOCAL_APPROVAL_BLOCKS.find((block) => block === value) ?? null;

/** What of an event §5 blocks on at one moment: its ticket types whose sales ended, its coupons with no use left. */
export interface ClosedOffers {
  endedTicketTypeIds: readonly number[];
  usedUpCouponIds: readonly number[];
}

/** The event's closed offers at `now`: two reads of its few ticket types and coupons' rows. */
export async function closedOffers(db: Db, eventId: number, now: Date): Promise<ClosedOffers> {
  const ended = await queryRows<{ id: number }>(
    db,
    sql`select ${ticketTypes.id} as id from ${ticketTypes}
      where ${ticketTypes.eventId} = ${eventId}::int and ${ticketTypes.salesEndAt} < ${now.toISOString()}::timestamptz`,
  );
  // `used` is kept on the coupon row by the triggers on registration_coupons (decision 0033).
  const usedUp = await queryRows<{ id: number }>(
    db,
    sql`select ${coupons.id} as id from ${coupons}
      where ${coupons.eventId} = ${eventId}::int and ${coupons.quantity} is not null
        and ${coupons.quantity} <= ${coupons.used}`,
  );
  return {
    endedTicketTypeIds: ended.map((row) => Number(row.id)),
    usedUpCouponIds: usedUp.map((row) => Number(row.id)),
  };
}

/**
 * §5 per request, set-based (the contract's localApprovalBlock in SQL): why approving the request
 * `registrationId` names is blocked, ticket sales first, or null.
 *
 * The closed offers come in as constants, not as sub-selects: PostgreSQL then knows from the
 * column statistics how many ticket lines they hold, and chooses per statement between hashing
 * those requests (a select-all over 200,000 requests) and probing the request's own lines by key
 * (a job's batch of 500). With the sub-selects it misjudged the hash of an ended ticket's lines
 * as cheap and built it for every batch, over every line of the ended ticket: a cost that grows
 * with the event, not the batch.
 */
export function approvalBlockOf(
  offers: ClosedOffers,
  registrationId: SQL,
): SQL<LocalApprovalBlock | null> {
  const rt = registrationTickets;
  const rc = registrationCoupons;
  const whens: SQL[] = [];
  if (offers.endedTicketTypeIds.length > 0)
    whens.push(sql`when exists (select 1 from ${rt} where ${rt.registrationId} = ${registrationId}
      and ${rt.ticketTypeId} = any(${intList(offers.endedTicketTypeIds)})) then 'TICKET_SALES_ENDED'`);
  if (offers.usedUpCouponIds.length > 0)
    whens.push(sql`when exists (select 1 from ${rc} where ${rc.registrationId} = ${registrationId}
      and ${rc.couponId} = any(${intList(offers.usedUpCouponIds)})) then 'COUPON_USAGE_LIMIT_REACHED'`);
  if (whens.length === 0) return sql<null>`null`.mapWith(asBlock);
  return sql`case ${sql.join(whens, sql` `)} end`.mapWith(asBlock);
}

/**
 * The closed offers the requests `selected` (a where over registrations) hold, by name, each with
 * how many of them hold it, most held first: what the blocked-requests dialog names. One grouped
 * read per kind, only of the closed offers' lines.
 */
export async function blockerDetails(
  db: Db,
  offers: ClosedOffers,
  selected: SQL,
): Promise<ApprovalBlockerDetails> {
  const r = registrations;
  const rt = registrationTickets;
  const rc = registrationCoupons;
  const holders = sql<number>`count(distinct ${r.id})::int`;
  const [tickets, used] = await Promise.all([
    offers.endedTicketTypeIds.length === 0
      ? []
      : db
          .select({
            ticketTypeId: ticketTypes.id,
            name: ticketTypes.name,
            salesEndAt: ticketTypes.salesEndAt,
            requests: holders,
          })
          .from(rt)
          .innerJoin(r, eq(r.id, rt.registrationId))
          .innerJoin(ticketTypes, eq(ticketTypes.id, rt.ticketTypeId))
          .where(
            and(selected, sql`${rt.ticketTypeId} = any(${intList(offers.endedTicketTypeIds)})`),
          )
          .groupBy(ticketTypes.id)
          .orderBy(desc(holders), asc(ticketTypes.id)),
    offers.usedUpCouponIds.length === 0
      ? []
      : db
          .select({
            couponId: coupons.id,
            code: coupons.code,
            quantity: coupons.quantity,
            used: coupons.used,
            requests: holders,
          })
          .from(rc)
          .innerJoin(r, eq(r.id, rc.registrationId))
          .innerJoin(coupons, eq(coupons.id, rc.couponId))
          .where(and(selected, sql`${rc.couponId} = any(${intList(offers.usedUpCouponIds)})`))
          .groupBy(coupons.id)
          .orderBy(desc(holders), asc(coupons.id)),
  ]);
  return {
    ticketTypes: tickets.flatMap((t) =>
      t.salesEndAt ? [{ ...t, salesEndAt: t.salesEndAt.toISOString() }] : [],
    ),
    // A used-up coupon has a limit (closedOffers: quantity <= used).
    coupons: used.map((c) => ({ ...c, quantity: c.quantity ?? c.used })),
  };
}

/** The §5 blocks of these requests (unblocked ones are absent), for the job's re-check. */
export async function approvalBlocksAmong(
  db: Db,
  eventId: number,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, LocalApprovalBlock>> {
  if (ids.length === 0) return new Map();
  const r = registrations;
  const block = approvalBlockOf(await closedOffers(db, eventId, now), sql`${r.id}`);
  const rows = await db
    .select({ id: r.id, block })
    .from(r)
    .where(sql`${r.id} = any(${intList(ids)})`);
  return new Map(rows.flatMap((row) => (row.block ? [[row.id, row.block] as const] : [])));
}

/** Why a status update of blocked requests is refused (409), in the console's words. */
export function blockedRefusal(blocked: ApprovalBlockedCounts, approvable: number): ApiError {
  const total = blockedTotal(blocked);
  const reasons = blockedReasonPhrases(blocked);
  const what = `${APPROVAL_MESSAGES.someCannotBeApproved(String(total), String(total + approvable))} ${reasons.join(', ')}.`;
  const next =
    approvable > 0
      ? ` Send excludeBlocked to approve the other ${approvable}; the blocked ones stay pending.`
      : '';
  return new ApiError(409, 'APPROVAL_BLOCKED', `${what}${next}`);
}
