import { withApprovalsReturn } from '@console/approvals-contract';
import { hasAnyPermission, routeByKey } from '@console/shared/contract';
import {
  useCurrentEvent,
  useEventAccess,
  useLocation,
  useRouteBuilder,
} from '@console/shared/react';

const TICKET_EDIT = 'registration.ticketEdit';
const COUPON_EDIT = 'registration.couponEdit';

/** The edit pages that lift a §5 block: a ticket type's sales window, a coupon's uses. */
export interface OfferEditHrefs {
  ticket: (ticketTypeId: number) => string;
  coupon: (couponId: number) => string;
}

/**
 * The addresses of the ticket and coupon edit pages (mf-registration), or null for a user who may
 * not open them: the routes do not exist for the event's type, or the user lacks their permission
 * (REGISTRATION_TICKETING_WRITE, from the route catalogue). The shell's guard decides again.
 * Each address carries the approvals page the user is at, for the edit page's "Back to approvals".
 */
export function useOfferEditHrefs(): OfferEditHrefs | null {
  const event = useCurrentEvent();
  const { permissions } = useEventAccess();
  const routes = useRouteBuilder();
  const { pathname, search } = useLocation();
  const back = (href: string) => withApprovalsReturn(href, `${pathname}${search}`);
  const mayOpen = (key: string) => {
    const route = routeByKey(key);
    return (
      route.eventTypes.includes(event.type) &&
      (route.requirement === null || hasAnyPermission(permissions, route.requirement))
    );
  };
  if (!mayOpen(TICKET_EDIT) || !mayOpen(COUPON_EDIT)) return null;
  return {
    ticket: (ticketTypeId) => back(routes.to(TICKET_EDIT, { ticketTypeId })),
    coupon: (couponId) => back(routes.to(COUPON_EDIT, { couponId })),
  };
}
