/**
 * What blocks approving (§5), one line per ticket type and coupon, by name, with what closed it
 * (the sales end in the event's time zone, the coupon's uses), in a bulk approval how many of the
 * selected requests hold it, and the link that lifts the block (pure, tested in a table).
 */
import { formatDateTimeWithZone, formatNumber } from '@console/shared/ui';
import type { OfferEditHrefs } from '../hooks/use-offer-edit-hrefs';
import {
  type ApprovalBlockerDetails,
  type LocalApprovalBlock,
  APPROVAL_MESSAGES,
} from '@console/approvals-contract';

export interface BlockerLine {
  key: string;
  /** The §5 block this ticket or coupon causes (the group it is listed under). */
  block: LocalApprovalBlock;
  text: string;
  /** The edit page's link; null for a user who may not open it. */
  edit: { label: string; href: string; accessibleName: string } | null;
}

export interface BlockerLineOptions {
  timeZone: string;
  hrefs: OfferEditHrefs | null;
  /** A selection: say how many of its requests hold each blocker. One request: leave it out. */
  withRequests: boolean;
}

export function blockerLines(
  blockers: ApprovalBlockerDetails,
  { timeZone, hrefs, withRequests }: BlockerLineOptions,
): BlockerLine[] {
  const held = (text: string, requests: number) =>
    withRequests
      ? `${text} — ${APPROVAL_MESSAGES.requestsNeedIt(requests, formatNumber(requests))}`
      : text;
  const tickets = blockers.ticketTypes.map((t): BlockerLine => ({
    key: `ticket-${t.ticketTypeId}`,
    block: 'TICKET_SALES_ENDED',
    text: held(
      APPROVAL_MESSAGES.ticketBlocker(t.name, formatDateTimeWithZone(t.salesEndAt, timeZone)),
      t.requests,
    ),
    edit: hrefs
      ? {
          label: APPROVAL_MESSAGES.editTicket,
          href: hrefs.ticket(t.ticketTypeId),
          accessibleName: `${APPROVAL_MESSAGES.editTicket} ${t.name}`,
        }
      : null,
  }));
  const coupons = blockers.coupons.map((c): BlockerLine => ({
    key: `coupon-${c.couponId}`,
    block: 'COUPON_USAGE_LIMIT_REACHED',
    text: held(
      APPROVAL_MESSAGES.couponBlocker(c.code, formatNumber(c.used), formatNumber(c.quantity)),
      c.requests,
    ),
    edit: hrefs
      ? {
          label: APPROVAL_MESSAGES.editCoupon,
          href: hrefs.coupon(c.couponId),
          accessibleName: `${APPROVAL_MESSAGES.editCoupon} ${c.code}`,
        }
      : null,
  }));
  return [...tickets, ...coupons];
}
