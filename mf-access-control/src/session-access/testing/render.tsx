/**
 * Renders the session access screen as the shell would (see @console/shared/testing), for the
 * test event in New York time, against a fake API, with the group page beside it (the back link).
 */
import { anEvent, FetchRouter, renderEventPage } from '@console/shared/testing';
import { SessionAccessPage } from '../index';
import { EVENT_ID, GROUP_ID, TIME_ZONE } from './fixtures';

export interface RenderScreenOptions {
  fetch: FetchRouter;
  /** The section and query, e.g. "grant?tab=accessible". */
  at?: string;
  readOnly?: boolean;
}

export const EVENT_BASE = `/event/${EVENT_ID}`;
export const GROUP_PAGE = `${EVENT_BASE}/people/audiences/experience-management/${GROUP_ID}`;

export function renderSessionAccess({ fetch, at = 'base', readOnly = false }: RenderScreenOptions) {
  return renderEventPage(<SessionAccessPage />, {
    fetch,
    path: '/:eventSegment/:eventId/people/audiences/experience-management/session/:accessGroupId/:accessGroupSection',
    initialUrl: `${EVENT_BASE}/people/audiences/experience-management/session/${GROUP_ID}/${at}`,
    context: { event: anEvent({ eventId: EVENT_ID, tz: TIME_ZONE }), readOnly },
    routes: [
      {
        path: '/:eventSegment/:eventId/people/audiences/experience-management/:accessGroupId',
        element: <p>Group page</p>,
      },
    ],
  });
}
