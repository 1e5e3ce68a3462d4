/**
 * What blocks approving (§5), one line per ticket type and coupon, by name, with the link that
 * lifts the block (pure, tested in a table). Sales end dates are shown in the event's time zone.
 */
import { formatDateTimeWithZone } from '@console/shared/ui';
import type { OfferBlockers } from '../hooks/use-approval-blocks';
import type { OfferEditHrefs } from '../hooks/use-offer-edit-hrefs';
import { APPROVAL_MESSAGES } from '@console/approvals-contract';

export interface BlockerLine {
  key: string;
  text: string;
  /** The edit page's link; null for a user who may not open it. */
  edit: { label: string; href: string; accessibleName: string } | null;
}

export function blockerLines(
  blockers: OfferBlockers,
  timeZone: string,
  hrefs: OfferEditHrefs | null,
): BlockerLine[] {
  const tickets = blockers.ticketTypes.map((t): BlockerLine => ({
    key: `ticket-${t.ticketTypeId}`,
    text: APPROVAL_MESSAGES.ticketSalesEndedOn(
      t.name,
      formatDateTimeWithZone(t.salesEndAt, timeZone),
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
    text: APPROVAL_MESSAGES.couponNoUsesLeft(c.code),
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
