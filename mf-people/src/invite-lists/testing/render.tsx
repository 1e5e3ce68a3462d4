/**
 * Renders an invite-list screen as the shell would (see @console/shared/testing), at an event
 * route, against a fake API. Returns the fake API, the notifier's mock and a user.
 */
import type { ReactElement } from 'react';
import type { ShellContextValue } from '@console/shared/react';
import { anEvent, FetchRouter, renderEventPage } from '@console/shared/testing';
import { INVITE_LIST_API } from '@console/people-contract';

export { currentSearch, reply } from '@console/shared/testing';

export const EVENT_ID = 42;
export const LIST_ID = 7;

/** The invite-list endpoints of the test event (paths under /api, no query string). */
export const paths = {
  lists: INVITE_LIST_API.lists(EVENT_ID),
  list: INVITE_LIST_API.list(EVENT_ID, LIST_ID),
  invitees: INVITE_LIST_API.invitees(EVENT_ID, LIST_ID),
  invitee: (id: number) => INVITE_LIST_API.invitee(EVENT_ID, LIST_ID, id),
  decline: (id: number) => INVITE_LIST_API.decline(EVENT_ID, LIST_ID, id),
  csv: INVITE_LIST_API.csv(EVENT_ID, LIST_ID),
  communications: INVITE_LIST_API.communications(EVENT_ID),
  nameAvailable: INVITE_LIST_API.nameAvailableRoute.replace(':eventId', String(EVENT_ID)),
  files: INVITE_LIST_API.files(EVENT_ID),
  imports: INVITE_LIST_API.imports(EVENT_ID),
  importLog: (jobId: number) => INVITE_LIST_API.importLog(EVENT_ID, jobId),
  importResume: (jobId: number) => INVITE_LIST_API.importResume(EVENT_ID, jobId),
};

export interface RenderOptions {
  /** The route pattern under the event, e.g. `people/audiences/invite-list/:audienceGroupId`. */
  path: string;
  /** Path and query under the event, e.g. `people/audiences/invite-list/7?q=ada`. */
  at: string;
  fetch: FetchRouter;
  context?: Partial<ShellContextValue>;
  /** userEvent options (fake timers need advanceTimers). */
  advanceTimers?: (ms: number) => void;
}

export function renderInviteLists(page: ReactElement, options: RenderOptions) {
  return renderEventPage(page, {
    fetch: options.fetch,
    path: `/event/:eventId/${options.path}`,
    initialUrl: `/event/${EVENT_ID}/${options.at}`,
    context: {
      event: anEvent({ eventId: EVENT_ID, type: 'EVENT', eventFormat: 'HYBRID' }),
      ...options.context,
    },
    routes: [{ path: '*', element: <p>Elsewhere</p> }],
    advanceTimers: options.advanceTimers,
  });
}

/**
 * The FormData bodies sent (FetchRouter records JSON bodies only), by path under /api. Call it
 * after rendering: it wraps the fake fetch the render installed.
 */
export function recordFormData(): Map<string, FormData[]> {
  const sent = new Map<string, FormData[]>();
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
      sent.set(path, [...(sent.get(path) ?? []), init.body]);
    }
    return fetchBefore(input, init);
  }) as typeof fetch;
  return sent;
}

/** The file input of a FileDrop. */
export const fileInput = (): HTMLInputElement => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/** The hidden native select react-aria renders for a Select named `name`. */
export function nativeSelect(name: string): HTMLSelectElement {
  const select = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (!select) throw new Error(`no select named ${name}`);
  return select;
}
