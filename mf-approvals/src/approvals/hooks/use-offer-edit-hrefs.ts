import { withApprovalsReturn } from '@console/approvals-contract';
import { useLocation, useRouteLink } from '@console/shared/react';

/** The edit pages that lift a §5 block: a ticket type's sales window, a coupon's uses. */
export interface OfferEditHrefs {
  ticket: (ticketTypeId: number) => string;
  coupon: (couponId: number) => string;
}

/**
 * The addresses of the ticket and coupon edit pages (mf-registration), or null for a user who may
 * not open them (useRouteLink: the routes exist for the event's type, their flags are on and the
 * user holds REGISTRATION_TICKETING_WRITE, from the route catalogue). The shell's guard decides
 * again. Each address carries the approvals page the user is at, for the edit page's "Back to
 * approvals".
 */
export function useOfferEditHrefs(): OfferEditHrefs | null {
  const ticketEdit = useRouteLink('registration.ticketEdit');
  const couponEdit = useRouteLink('registration.couponEdit');
  const { pathname, search } = useLocation();
  if (!ticketEdit || !couponEdit) return null;
  const back = (href: string) => withApprovalsReturn(href, `${pathname}${search}`);
  return {
    ticket: (ticketTypeId) => back(ticketEdit({ ticketTypeId })),
    coupon: (couponId) => back(couponEdit({ couponId })),
  };
}
