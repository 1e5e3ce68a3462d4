/**
 * Renders a ticketing page as the shell would (see @console/shared/testing), at its route of a
 * test event, against a fake API, beside the other ticketing pages and the approvals page so that
 * links and saves can be followed.
 */
import { type Event } from '@console/shared/contract';
import {
  anEvent,
  FetchRouter,
  renderOneOfEventPages,
  type EventPages,
  type testShellContext,
} from '@console/shared/testing';
import { TICKETING_API } from '@console/registration-contract';
import { CouponCreatePage, CouponEditPage } from '../coupon-form/CouponPages';
import { CouponsPage } from '../coupons/CouponsPage';
import { TicketCreatePage, TicketEditPage } from '../ticket-form/TicketPages';
import { TicketsPage } from '../tickets/TicketsPage';
import { couponPage } from './fixtures';

export { currentSearch, reply } from '@console/shared/testing';

export const EVENT_ID = 1;
export const EVENT_BASE = `/event/${EVENT_ID}`;

export const paths = {
  tickets: TICKETING_API.ticketTypes(EVENT_ID),
  ticket: (id: number) => TICKETING_API.ticketType(EVENT_ID, id),
  coupons: TICKETING_API.coupons(EVENT_ID),
  coupon: (id: number) => TICKETING_API.coupon(EVENT_ID, id),
};

/** A flex event in New York: dates are shown and typed in its zone, never the browser's. */
export const testEvent: Event = anEvent({
  eventId: EVENT_ID,
  name: 'Test Summit',
  isFlex: true,
  tz: 'America/New_York',
});

/** A fake API with no tickets and no coupons; tests add what they need. */
export function defaultApi(): FetchRouter {
  return new FetchRouter()
    .on('GET', paths.tickets, { ticketTypes: [] })
    .on('GET', paths.coupons, couponPage([]));
}

const PAGES = {
  tickets: { path: 'registration/tickets', element: <TicketsPage /> },
  ticketCreate: { path: 'registration/tickets/create', element: <TicketCreatePage /> },
  ticketEdit: { path: 'registration/tickets/:ticketTypeId/edit', element: <TicketEditPage /> },
  coupons: { path: 'registration/coupons', element: <CouponsPage /> },
  couponCreate: { path: 'registration/coupons/create', element: <CouponCreatePage /> },
  couponEdit: { path: 'registration/coupons/:couponId/edit', element: <CouponEditPage /> },
} satisfies EventPages<string>;
export type TicketingPage = keyof typeof PAGES;

export interface RenderOptions {
  /** Path and query under the event, e.g. "registration/coupons?page=2". */
  at: string;
  fetch?: FetchRouter;
  /** The shell context's read-only state, access... (the event is the test event unless given). */
  context?: Parameters<typeof testShellContext>[0];
}

export function renderTicketing(
  page: TicketingPage,
  { at, fetch = defaultApi(), context }: RenderOptions,
) {
  return renderOneOfEventPages(PAGES, page, {
    eventBase: EVENT_BASE,
    at,
    fetch,
    context: { event: testEvent, ...context },
    elsewhere: {
      'people/approvals': 'Approvals page',
    },
  });
}
