/**
 * Renders the activity log page as the shell would (see @console/shared/testing), at its route of
 * a New York test event, against a fake API that answers the log, its people and its CSV.
 */
import type { Event } from '@console/shared/contract';
import {
  anEvent,
  FetchRouter,
  renderEventPage,
  type testShellContext,
} from '@console/shared/testing';
import { ACTIVITY_LOG_API } from '@console/activity-log-contract';
import { ActivityLogPage } from '../page/ActivityLogPage';
import { logPage, PEOPLE } from './fixtures';

export { currentSearch, reply } from '@console/shared/testing';

export const EVENT_ID = 1;
export const EVENT_BASE = `/event/${EVENT_ID}`;

export const paths = {
  list: ACTIVITY_LOG_API.list(EVENT_ID),
  csv: ACTIVITY_LOG_API.csv(EVENT_ID),
  people: ACTIVITY_LOG_API.people(EVENT_ID),
};

export const testEvent: Event = anEvent({
  eventId: EVENT_ID,
  name: 'Test Summit',
  tz: 'America/New_York',
});

/** A fake API with an empty log and two people; tests add what they need. */
export function defaultApi(): FetchRouter {
  return new FetchRouter().on('GET', paths.list, logPage([])).on('GET', paths.people, PEOPLE);
}

export interface RenderOptions {
  /** Query string of the page's URL, e.g. "?area=SCHEDULE". */
  search?: string;
  fetch?: FetchRouter;
  /** The shell context's access, flags... (the event is the test event unless given). */
  context?: Parameters<typeof testShellContext>[0];
}

export function renderActivityLog({
  search = '',
  fetch = defaultApi(),
  context,
}: RenderOptions = {}) {
  return renderEventPage(<ActivityLogPage />, {
    fetch,
    path: '/:eventSegment/:eventId/event-setup/activity-log',
    initialUrl: `${EVENT_BASE}/event-setup/activity-log${search}`,
    context: { event: testEvent, ...context },
  });
}
