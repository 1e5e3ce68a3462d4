/**
 * Renders the dashboard as the shell would (see @console/shared/testing), at its route of a test
 * event, against a fake API, beside stand-ins of the pages it links to so links can be followed.
 */
import { type Event } from '@console/shared/contract';
import {
  anEvent,
  FetchRouter,
  renderEventPage,
  type RenderEventPageOptions,
  type testShellContext,
} from '@console/shared/testing';
import { EVENT_DASHBOARD_API, type EventDashboard } from '@console/registration-contract';
import { DashboardPage, LegacyDashboardPage } from '../DashboardPage';
import { aDashboard } from './fixtures';

export { reply } from '@console/shared/testing';

export const EVENT_ID = 1;
export const EVENT_BASE = `/event/${EVENT_ID}`;
export const DASHBOARD_PATH = EVENT_DASHBOARD_API.dashboard(EVENT_ID);

/** An event in New York: the dashboard's times are shown in its zone, never the browser's. */
export const testEvent: Event = anEvent({
  eventId: EVENT_ID,
  name: 'Test Summit',
  isFlex: true,
  tz: 'America/New_York',
});

/** A fake API answering the given dashboard (the fixture's unless given). */
export const dashboardApi = (dashboard: EventDashboard = aDashboard()): FetchRouter =>
  new FetchRouter().on('GET', DASHBOARD_PATH, dashboard);

export interface RenderDashboardOptions {
  fetch?: FetchRouter;
  legacy?: boolean;
  /** The shell context's access, flags, read-only state... (the event is the test event). */
  context?: Parameters<typeof testShellContext>[0];
  advanceTimers?: RenderEventPageOptions['advanceTimers'];
}

export function renderDashboard({
  fetch = dashboardApi(),
  legacy = false,
  context,
  advanceTimers,
}: RenderDashboardOptions = {}) {
  const path = legacy ? 'event-setup/dashboard-legacy' : 'event-setup/dashboard';
  return renderEventPage(legacy ? <LegacyDashboardPage /> : <DashboardPage />, {
    fetch,
    path: `/:eventSegment/:eventId/${path}`,
    initialUrl: `${EVENT_BASE}/${path}`,
    context: { event: testEvent, ...context },
    advanceTimers,
    routes: [
      { path: '/:eventSegment/:eventId/people/approvals', element: <p>Approvals page</p> },
      {
        path: '/:eventSegment/:eventId/registration/tickets/:ticketTypeId/edit',
        element: <p>Ticket edit page</p>,
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
}
