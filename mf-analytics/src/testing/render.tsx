/**
 * Renders an mf-analytics page as the shell would (see @console/shared/testing), at an event
 * route, against a fake API. Returns the fake API, the notifier's mock and a user.
 */
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { Event, EventAccess } from '@console/shared/contract';
import type { ShellContextValue } from '@console/shared/react';
import {
  anEvent,
  renderWithShell,
  testShellContext,
  type FetchRouter,
} from '@console/shared/testing';

export { currentSearch, FetchRouter, reply } from '@console/shared/testing';

export const EVENT_ID = 12;

export interface RenderOptions {
  /** The route pattern under the event, e.g. `analytics/reports`. */
  path: string;
  /** Path and query under the event, e.g. `analytics/reports?tab=STAGES`. */
  at: string;
  fetch: FetchRouter;
  event?: Partial<Event>;
  access?: Partial<EventAccess>;
  context?: Partial<Omit<ShellContextValue, 'access'>>;
  /** userEvent options (fake timers need advanceTimers). */
  advanceTimers?: (ms: number) => void;
}

export function renderAnalyticsPage(page: ReactElement, options: RenderOptions) {
  options.fetch.install();
  const event = anEvent({ eventId: EVENT_ID, tz: 'UTC', ...options.event });
  const shell = testShellContext({
    event,
    access: options.access,
    notifier: { notify: jest.fn() },
    ...options.context,
  });
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  const result = renderWithShell(page, {
    path: `/event/:eventId/${options.path}`,
    initialUrl: `/event/${EVENT_ID}/${options.at}`,
    context: shell,
    routes: [{ path: '*', element: <p>Elsewhere</p> }],
  });
  return { ...result, user, api: options.fetch, notify: shell.notifier.notify as jest.Mock };
}
