/**
 * 'Custom group updated successfully' once per save (issue #44): the toast is the audiences
 * page's alone, once per history entry that the save lands on.
 */
import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { anEvent, renderEventPage } from '@console/shared/testing';
import { CustomAudiencePage } from '../custom-groups/page/CustomAudiencePage';
import { customGroup, SPEAKERS_WHO_ATTENDED } from '../custom-groups/testing/fixtures';
import { groupApi, GROUP_ID } from '../custom-groups/testing/render';
import { AudiencesPage } from './AudiencesPage';
import { EVENT_ID, renderPage } from './testing/render';
import {
  AUDIENCE_API,
  INVITE_LIST_API,
  PEOPLE_MESSAGES,
  type AudienceListResponse,
} from '@console/people-contract';

const NO_GROUPS: AudienceListResponse = {
  roleBasedGroupList: [],
  flowGroupList: [],
  ticketBasedGroupList: [],
  joinedBasedGroupList: [],
  customGroupList: [],
  invitedGroupList: [],
};

const toastsOf = (notify: jest.Mock, message: string) =>
  notify.mock.calls.filter(([text]) => text === message).length;

describe('the custom group saved toast', () => {
  it.each([
    ['an update', 'PUBLISHED', PEOPLE_MESSAGES.customGroupUpdated],
    ['a first save', 'DRAFT', PEOPLE_MESSAGES.customGroupCreated],
  ] as const)(
    'shows once after %s: one save, one toast, on the audiences page',
    async (_case, status, message) => {
      const api = groupApi({
        group: customGroup({ status, isActive: status === 'PUBLISHED' }, SPEAKERS_WHO_ATTENDED),
      })
        .on('GET', AUDIENCE_API.groups(EVENT_ID), NO_GROUPS)
        .on('GET', INVITE_LIST_API.lists(EVENT_ID), { inviteLists: [] });
      // Both pages as the shell mounts them, in StrictMode (effects run twice in development).
      const { user, notify } = renderEventPage(
        <StrictMode>
          <CustomAudiencePage />
        </StrictMode>,
        {
          fetch: api,
          path: '/:eventSegment/:eventId/people/custom-audience/:audienceGroupId',
          initialUrl: `/event/${EVENT_ID}/people/custom-audience/${GROUP_ID}`,
          context: { event: anEvent({ eventId: EVENT_ID, type: 'EVENT' }), readOnly: false },
          routes: [
            {
              path: '/:eventSegment/:eventId/people/audiences',
              element: (
                <StrictMode>
                  <AudiencesPage />
                </StrictMode>
              ),
            },
          ],
        },
      );
      const save = await screen.findByRole('button', {
        name: status === 'DRAFT' ? 'Create group' : 'Update',
      });
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      await screen.findByRole('heading', { level: 1, name: 'Audiences' });
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          /^\/event\/42\/people\/audiences$/,
        ),
      );
      await waitFor(() => expect(toastsOf(notify, message)).toBe(1));
      expect(notify).toHaveBeenCalledTimes(1);
    },
  );

  it('shows once when the page is mounted twice on the history entry the save landed on', async () => {
    const { notify } = renderPage(
      <>
        <AudiencesPage />
        <AudiencesPage />
      </>,
      {
        path: '/event/:eventId/people/audiences',
        initialUrl: '/event/42/people/audiences?cag_updated=true',
      },
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/event\/42\/people\/audiences$/),
    );
    expect(toastsOf(notify, PEOPLE_MESSAGES.customGroupUpdated)).toBe(1);
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
