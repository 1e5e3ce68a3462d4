/** Renders the explainer as the shell would, for the test event in New York time, over a fake API. */
import userEvent from '@testing-library/user-event';
import { anEvent, FetchRouter, renderWithShell, testShellContext } from '@console/shared/testing';
import { AccessExplainerPage } from '../index';
import { EVENT_ID, TIME_ZONE } from './fixtures';

export function renderExplainer({ fetch, query = '' }: { fetch: FetchRouter; query?: string }) {
  fetch.install();
  const shell = testShellContext({ event: anEvent({ eventId: EVENT_ID, tz: TIME_ZONE }) });
  const user = userEvent.setup();
  const result = renderWithShell(<AccessExplainerPage />, {
    path: '/:eventSegment/:eventId/people/access-explainer',
    initialUrl: `/event/${EVENT_ID}/people/access-explainer${query}`,
    context: shell,
  });
  return { ...result, user, api: fetch };
}
