/**
 * Renders a schedule page as the shell would (see @console/shared/testing), at its route of a test
 * event, against a fake API, beside the other schedule pages so that links and saves can be
 * followed.
 */
import type { Event } from '@console/shared/contract';
import {
  anEvent,
  FetchRouter,
  renderOneOfEventPages,
  type EventPages,
  type testShellContext,
} from '@console/shared/testing';
import { SCHEDULE_API } from '@console/event-setup-contract';
import { AddSessionPage, SessionPage } from '../form/SessionPages';
import { SchedulePage } from '../list/SchedulePage';
import { daysAnswer, sessionPage } from './fixtures';

export { currentSearch, reply } from '@console/shared/testing';

export const EVENT_ID = 1;
export const EVENT_BASE = `/event/${EVENT_ID}`;

export const paths = {
  days: SCHEDULE_API.days(EVENT_ID),
  sessions: SCHEDULE_API.sessions(EVENT_ID),
  session: (id: number) => SCHEDULE_API.session(EVENT_ID, id),
};

/** A virtual event in New York over Jan 1-3, 2030: times are shown and typed in its zone. */
export const testEvent: Event = anEvent({
  eventId: EVENT_ID,
  name: 'Test Summit',
  tz: 'America/New_York',
  startDateTime: '2030-01-01T14:00:00.000Z',
  endDateTime: '2030-01-03T23:00:00.000Z',
});

/** A fake API with the event's days and no sessions; tests add what they need. */
export function defaultApi(): FetchRouter {
  return new FetchRouter()
    .on('GET', paths.days, daysAnswer([0, 0, 0]))
    .on('GET', paths.sessions, sessionPage([]));
}

const PAGES = {
  schedule: { path: 'venue-setup/schedule', element: <SchedulePage /> },
  addSession: { path: 'venue-setup/schedule/add-session', element: <AddSessionPage /> },
  session: { path: 'venue-setup/schedule/session/:segmentId', element: <SessionPage /> },
} satisfies EventPages<string>;
export type SchedulePageName = keyof typeof PAGES;

export interface RenderOptions {
  /** Path and query under the event, e.g. "venue-setup/schedule?day=2030-01-02". */
  at: string;
  fetch?: FetchRouter;
  /** The shell context's read-only state, access... (the event is the test event unless given). */
  context?: Parameters<typeof testShellContext>[0];
}

export function renderSchedule(
  page: SchedulePageName,
  { at, fetch = defaultApi(), context }: RenderOptions,
) {
  return renderOneOfEventPages(PAGES, page, {
    eventBase: EVENT_BASE,
    at,
    fetch,
    context: { event: testEvent, ...context },
  });
}
