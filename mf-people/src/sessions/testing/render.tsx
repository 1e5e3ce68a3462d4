/**
 * Renders the audience list's Add to sessions button as the shell would (see
 * @console/shared/testing), for the test event in New York time, against a fake API.
 */
import { anEvent, FetchRouter, renderEventPage } from '@console/shared/testing';
import { AddToSessionsButton } from '../index';
import { EVENT_ID, GROUP_ID, TIME_ZONE } from './fixtures';

export interface RenderButtonOptions {
  fetch: FetchRouter;
  /** The event can be viewed but not changed (not an organizer, or canceled). */
  readOnly?: boolean;
}

export function renderAddToSessions({ fetch, readOnly = false }: RenderButtonOptions) {
  return renderEventPage(
    <AddToSessionsButton eventId={EVENT_ID} audienceGroupId={GROUP_ID} groupName="VIP guests" />,
    {
      fetch,
      path: '/event/:eventId/people/audiences/:audienceGroupId',
      initialUrl: `/event/${EVENT_ID}/people/audiences/${GROUP_ID}`,
      context: { event: anEvent({ eventId: EVENT_ID, tz: TIME_ZONE }), readOnly },
    },
  );
}
