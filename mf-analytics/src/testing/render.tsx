/**
 * Renders an mf-analytics page as the shell would (see @console/shared/testing), at an event
 * route, against a fake API. Returns the fake API, the notifier's mock and a user.
 */
import type { ReactElement } from 'react';
import type { Event, EventAccess } from '@console/shared/contract';
import type { ShellContextValue } from '@console/shared/react';
import { anEvent, renderEventPage, type FetchRouter } from '@console/shared/testing';

export { currentSearch, FetchRouter, reply } from '@console/shared/testing';

export const EVENT_ID = 12;

export interface RenderOptions {
  /** The route pattern under the event, e.g. `analytics/reports`. */
  path: string;
  /** Path and query under the event, e.g. `analytics/reports?tab=STAGES`; the path when not given. */
  at?: string;
  fetch: FetchRouter;
  event?: Partial<Event>;
  access?: Partial<EventAccess>;
  context?: Partial<Omit<ShellContextValue, 'access'>>;
  /** userEvent options (fake timers need advanceTimers). */
  advanceTimers?: (ms: number) => void;
}

export function renderAnalyticsPage(page: ReactElement, options: RenderOptions) {
  return renderEventPage(page, {
    fetch: options.fetch,
    path: `/event/:eventId/${options.path}`,
    initialUrl: `/event/${EVENT_ID}/${options.at ?? options.path}`,
    context: {
      event: anEvent({ eventId: EVENT_ID, organizationId: 5, tz: 'UTC', ...options.event }),
      access: options.access,
      ...options.context,
    },
    routes: [{ path: '*', element: <p>Elsewhere</p> }],
    advanceTimers: options.advanceTimers,
  });
}
