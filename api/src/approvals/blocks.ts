/**
 * §5 on the server: which requests of an approval are blocked (a ticket whose sales ended, a coupon
 * used up), in SQL over a whole selection, and how a status update holding them is refused.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registrations, ticketTypes } from '../db/schema';
import { ApiError } from '../http/errors';
import { intList } from './queries';
import { coupons, registrationCoupons, registrationTickets } from './schema';
import {
  blockedReasonPhrases,
  blockedTotal,
  LOCAL_APPROVAL_BLOCKS,
  type ApprovalBlockedCounts,
  type LocalApprovalBlock,
  APPROVAL_MESSAGES,
} from '@console/approvals-contract';

const asBlock = (value: unknown): LocalApprovalBlock | null =>
  LOCAL_APPROVAL_BLOCKS.find((block) => block === value) ?? null;

/**
 * §5 per request, set-based (the contract's localApprovalBlock in SQL): why approving the request
 * `registrationId` names is blocked, ticket sales first, or null. The event's ended ticket types
 * and used-up coupons are uncorrelated sub-selects, computed once per statement; PostgreSQL then
 * hashes the requests holding them (registration_tickets_ticket_idx,
 * registration_coupons_coupon_idx), so a select-all over 200,000 requests adds well under a
 * second to the one pass that resolves it, and no index is needed beyond those.
 */
export function approvalBlockOf(
  eventId: number,
  registrationId: SQL,
  now: Date,
): SQL<LocalApprovalBlock | null> {
  const rt = registrationTickets;
  const rc = registrationCoupons;
  const endedTickets = sql`select ${ticketTypes.id} from ${ticketTypes}
    where ${ticketTypes.eventId} = ${eventId}::int and ${ticketTypes.salesEndAt} < ${now.toISOString()}::timestamptz`;
  const usedUpCoupons = sql`select ${coupons.id} from ${coupons}
    where ${coupons.eventId} = ${eventId}::int and ${coupons.quantity} is not null
      and ${coupons.quantity} <= (select count(*) from ${rc} uses where uses.coupon_id = ${coupons.id})`;
  return sql`case
    when exists (select 1 from ${rt} where ${rt.registrationId} = ${registrationId} and ${rt.ticketTypeId} in (${endedTickets}))
      then 'TICKET_SALES_ENDED'
    when exists (select 1 from ${rc} where ${rc.registrationId} = ${registrationId} and ${rc.couponId} in (${usedUpCoupons}))
      then 'COUPON_USAGE_LIMIT_REACHED'
  end`.mapWith(asBlock);
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
  const rows = await db
    .select({ id: r.id, block: approvalBlockOf(eventId, sql`${r.id}`, now) })
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
