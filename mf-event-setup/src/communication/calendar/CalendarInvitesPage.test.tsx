import { screen, waitFor } from '@testing-library/react';
import { api, communicationApi, renderCommunicationPage } from '../testing/render';

const dayWise = () => screen.getByRole('switch', { name: 'Block calendar invites day by day' });

describe('CalendarInvitesPage', () => {
  it('says what the day-wise block changes and saves the switch at once', async () => {
    const { user, api: fake, notify } = renderCommunicationPage('calendar');
    await screen.findByRole('switch');
    expect(dayWise()).not.toBeChecked();
    expect(dayWise()).toHaveAccessibleDescription(/saving a custom group reminds you/);
    await user.click(dayWise());
    await waitFor(() => expect(dayWise()).toBeChecked());
    expect(fake.callsTo('PUT', api.calendar).map((call) => call.body)).toEqual([
      { isDayWiseBlock: true },
    ]);
    expect(notify).toHaveBeenCalledWith(
      'Day-by-day calendar invites turned on',
      expect.objectContaining({ tone: 'success' }),
    );
  });

  it('shows the state without a switch to a user who cannot change it', async () => {
    renderCommunicationPage('calendar', {
      fetch: communicationApi({ isDayWiseBlock: true }),
      context: { access: { permissions: ['PEOPLE_ATTENDEES_WRITE'] } },
    });
    expect(await screen.findByText('On')).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
