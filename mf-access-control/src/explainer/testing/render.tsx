/** Renders the explainer as the shell would, for the test event in New York time, over a fake API. */
import { anEvent, FetchRouter, renderEventPage } from '@console/shared/testing';
import { AccessExplainerPage } from '../index';
import { EVENT_ID, TIME_ZONE } from './fixtures';

export function renderExplainer({ fetch, query = '' }: { fetch: FetchRouter; query?: string }) {
  return renderEventPage(<AccessExplainerPage />, {
    fetch,
    path: '/:eventSegment/:eventId/people/access-explainer',
    initialUrl: `/event/${EVENT_ID}/people/access-explainer${query}`,
    context: { event: anEvent({ eventId: EVENT_ID, tz: TIME_ZONE }) },
  });
}
