/**
 * Renders an audiences page as the shell would (see @console/shared/testing), for an event of a
 * given type and permissions, against a fake API. Returns the notifier's mock, the fake API and a user.
 */
import type { ReactElement } from 'react';
import type { EventType, Permission } from '@console/shared/contract';
import { anEvent, FetchRouter, renderEventPage } from '@console/shared/testing';
import { AUDIENCE_API } from '@console/people-contract';

export { reply } from '@console/shared/testing';

export const EVENT_ID = 42;

/** The audience endpoints of the test event (paths under /api). */
export const paths = {
  groups: AUDIENCE_API.groups(EVENT_ID),
  group: (id: number) => AUDIENCE_API.group(EVENT_ID, id),
  canDelete: (id: number) => AUDIENCE_API.canDelete(EVENT_ID, id),
};

export const ALL_AUDIENCE_PERMISSIONS: Permission[] = [
  'PEOPLE_AUDIENCE_GROUPS_WRITE',
  'PEOPLE_INVITE_LIST_WRITE',
  'PEOPLE_ACCESS_CONTROL_WRITE',
];

export interface RenderPageOptions {
  path: string;
  initialUrl: string;
  fetch?: FetchRouter;
  eventType?: EventType;
  permissions?: Permission[];
  /** Write controls disabled (not an organizer, or a canceled event). */
  readOnly?: boolean;
  /** More routes beside the page (e.g. the page a link goes to). */
  routes?: readonly { path: string; element: ReactElement }[];
}

export function renderPage(page: ReactElement, options: RenderPageOptions) {
  return renderEventPage(page, {
    fetch: options.fetch ?? new FetchRouter(),
    path: options.path,
    initialUrl: options.initialUrl,
    context: {
      event: anEvent({
        eventId: EVENT_ID,
        type: options.eventType ?? 'EVENT',
        eventFormat: 'HYBRID',
      }),
      access: { permissions: options.permissions ?? ALL_AUDIENCE_PERMISSIONS },
      readOnly: options.readOnly ?? false,
    },
    routes: options.routes,
  });
}
