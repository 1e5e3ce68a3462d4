import { screen, waitFor, within } from '@testing-library/react';
import { member } from './testing/fixtures';
import { listApi, paths, renderAttendees } from './testing/render';
import { PEOPLE_MESSAGES } from '@console/people-contract';

describe('AttendeesPage', () => {
  it('lists every registrant of the event, titled Attendees, without Add to sessions', async () => {
    const ada = member({ firstName: 'Ada', lastName: 'Lovelace' });
    const { api } = renderAttendees({
      at: 'people/attendees?roles=SPEAKER',
      fetch: listApi([ada], 1),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Attendees' })).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Audiences' });
    expect(await within(table).findByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to sessions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to audiences' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(
      api.callsTo('GET', paths.attendees)[0]?.url.searchParams.getAll('roleTypeFilters'),
    ).toEqual(['SPEAKER']);
    expect(api.callsTo('GET', paths.attendeesCount)).toHaveLength(1);
    expect(api.callsTo('GET', paths.group)).toHaveLength(0);
  });

  it('says what its count counts: registrants, "Attendees" being only the page\'s name', async () => {
    renderAttendees({ fetch: listApi([member({ firstName: 'Ada' })], 6327) });
    await waitFor(() =>
      expect(screen.getByTestId('list-count')).toHaveTextContent(
        /^6,327 registrants with a completed registration$/,
      ),
    );
  });

  it("says 'No audience found' when the event has no registrant", async () => {
    renderAttendees({ fetch: listApi([]) });
    expect(await screen.findByText(PEOPLE_MESSAGES.noAudienceFound)).toBeInTheDocument();
  });
});
