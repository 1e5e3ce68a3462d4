import { screen, waitFor } from '@testing-library/react';
import { aVenue } from '../testing/fixtures';
import { api, renderVenuePage, venueApi } from '../testing/render';
import { ZONE_DESCRIPTION } from '../words';

describe('LobbyPage and RoomsPage: their zone', () => {
  it('turns the lobby off at once, with what it makes inactive in access control', async () => {
    const { user, api: fake, notify } = renderVenuePage('lobby');
    const lobby = await screen.findByRole('switch', { name: 'Lobby zone' });
    expect(lobby).toHaveAccessibleDescription(ZONE_DESCRIPTION.LOBBY);
    expect(ZONE_DESCRIPTION.LOBBY).toMatch(/access control shows Lobby as inactive/);
    await user.click(lobby);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Lobby zone' })).not.toBeChecked(),
    );
    expect(fake.callsTo('PATCH', api.lobby).map((call) => call.body)).toEqual([{ active: false }]);
    expect(notify).toHaveBeenCalledWith(
      'Lobby zone turned off',
      expect.objectContaining({ tone: 'success' }),
    );
  });

  it('turns the rooms back on', async () => {
    const fake = venueApi(aVenue({ activeZones: ['LOBBY', 'SCHEDULE'] }));
    const { user } = renderVenuePage('rooms', { fetch: fake });
    await user.click(await screen.findByRole('switch', { name: 'Rooms zone' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Rooms zone' })).toBeChecked());
    expect(fake.callsTo('PATCH', api.rooms).map((call) => call.body)).toEqual([{ active: true }]);
  });

  it('shows a canceled event its zone without the switch', async () => {
    renderVenuePage('rooms', { context: { readOnly: true } });
    expect(await screen.findByText('Rooms zone')).toBeVisible();
    expect(screen.getByText('On')).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
