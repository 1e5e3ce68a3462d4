/**
 * Renders an abandoned-registration page as the shell would (see @console/shared/testing), at an
 * event route, against a fake API. Returns the fake API, the notifier's mock and a user.
 */
import type { ReactElement } from 'react';
import type { Event } from '@console/shared/contract';
import type { ShellContextValue } from '@console/shared/react';
import { anEvent, FetchRouter, renderEventPage } from '@console/shared/testing';
import { FILTER_OPTIONS } from './fixtures';
import { ABANDONED_API, type AbandonedReminderPreview } from '@console/people-contract';

export { currentSearch, reply } from '@console/shared/testing';

export const EVENT_ID = 42;

/** The endpoints of the test event (paths under /api, no query string). */
export const paths = {
  list: ABANDONED_API.list(EVENT_ID),
  filters: ABANDONED_API.filters(EVENT_ID),
  csv: ABANDONED_API.csv(EVENT_ID),
  deletions: ABANDONED_API.deletions(EVENT_ID),
  reminders: ABANDONED_API.reminders(EVENT_ID),
  reminderPreview: ABANDONED_API.reminderPreview(EVENT_ID),
  detail: (flowId: number, flowContextId: string) =>
    ABANDONED_API.detail(EVENT_ID, flowId, flowContextId),
};

/** The reminder the fake API shows before one is sent. */
export const REMINDER_PREVIEW: AbandonedReminderPreview = {
  count: 1,
  subject: 'Complete your registration for Demo Summit',
  text: 'Hi Ada,\n\nYou started registering for Demo Summit but did not finish.\n\nhttps://register.example.com/events/42/register/11?flowContextId=ctx-ada',
  to: { name: 'Ada Lovelace', email: 'ada@example.com' },
};

/** A fake API answering the list page's reads with an empty list; tests override what they need. */
export function defaultApi(): FetchRouter {
  return new FetchRouter()
    .on('GET', paths.list, { items: [], totalCount: 0 })
    .on('GET', paths.filters, FILTER_OPTIONS)
    .on('POST', paths.reminderPreview, REMINDER_PREVIEW);
}

export interface RenderOptions {
  /** The route pattern under the event, e.g. `people/abandoned-registrations`. */
  path: string;
  /** Path and query under the event, e.g. `people/abandoned-registrations?q=ada`. */
  at: string;
  fetch: FetchRouter;
  event?: Partial<Event>;
  context?: Partial<ShellContextValue>;
  /** Other routes the page may go to, by pattern under the event. */
  routes?: { path: string; element: ReactElement }[];
}

export function renderAbandoned(page: ReactElement, options: RenderOptions) {
  return renderEventPage(page, {
    fetch: options.fetch,
    path: `/event/:eventId/${options.path}`,
    initialUrl: `/event/${EVENT_ID}/${options.at}`,
    context: {
      event: anEvent({ eventId: EVENT_ID, tz: 'UTC', ...options.event }),
      ...options.context,
    },
    routes: [
      ...(options.routes ?? []).map((r) => ({ ...r, path: `/event/:eventId/${r.path}` })),
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
}

/** The hidden native select react-aria renders for a (Multi)Select named `name`. */
export function nativeSelect(name: string): HTMLSelectElement {
  const select = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (!select) throw new Error(`no select named ${name}`);
  return select;
}
