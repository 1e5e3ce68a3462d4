/**
 * Renders an analytics page as the shell would (see @console/shared/testing), at its route under
 * a test event, against a fake API. Returns the fake API, the notifier's mock and a user.
 */
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { Event } from '@console/shared/contract';
import { anEvent, FetchRouter, renderWithShell, testShellContext } from '@console/shared/testing';

export { currentSearch, reply } from '@console/shared/testing';

export const EVENT_ID = 31;

export interface RenderEventPageOptions {
  /** The route pattern under the event, e.g. `analytics/revenue-dashboard`. */
  path: string;
  /** Path and query under the event; the route's path when not given. */
  at?: string;
  fetch: FetchRouter;
  event?: Partial<Event>;
  /** Shell context overrides (readOnly, flags, a partial access...). */
  context?: Parameters<typeof testShellContext>[0];
}

export function renderEventPage(page: ReactElement, options: RenderEventPageOptions) {
  options.fetch.install();
  const event = anEvent({ eventId: EVENT_ID, organizationId: 5, tz: 'UTC', ...options.event });
  const shell = testShellContext({ event, notifier: { notify: jest.fn() }, ...options.context });
  const user = userEvent.setup();
  const result = renderWithShell(page, {
    path: `/event/:eventId/${options.path}`,
    initialUrl: `/event/${EVENT_ID}/${options.at ?? options.path}`,
    context: shell,
    routes: [{ path: '*', element: <p>Elsewhere</p> }],
  });
  return { ...result, user, api: options.fetch, notify: shell.notifier.notify as jest.Mock };
}
