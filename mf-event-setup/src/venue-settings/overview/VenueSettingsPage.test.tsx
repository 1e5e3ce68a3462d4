import { screen, waitFor, within } from '@testing-library/react';
import { aVenue } from '../testing/fixtures';
import { api, renderVenuePage, reply, venueApi } from '../testing/render';
import { ZONE_DESCRIPTION } from '../words';

const zone = (name: string) => screen.getByRole('switch', { name: `${name} zone` });

describe('VenueSettingsPage', () => {
  it('shows every zone with its state, what it does and a link to its page', async () => {
    renderVenuePage('settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Venue Settings' })).toBeVisible();
    const zones = await screen.findByRole('region', { name: 'Zones' });
    expect(within(zones).getAllByRole('switch')).toHaveLength(6);
    for (const name of ['Lobby', 'Schedule', 'Stages', 'Rooms', 'Networking'])
      expect(zone(name)).toBeChecked();
    expect(zone('Expo')).not.toBeChecked();
    expect(zone('Expo')).toHaveAccessibleDescription(ZONE_DESCRIPTION.EXPO);
    expect(screen.getByRole('link', { name: 'Go to Expo' })).toHaveAttribute(
      'href',
      '/event/5/venue-setup/expo',
    );
    expect(screen.getByRole('link', { name: 'Go to Schedule' })).toHaveAttribute(
      'href',
      '/event/5/venue-setup/schedule',
    );
  });

  it('turns a zone on at once, says so, and shows it on', async () => {
    const { user, api: fake, notify } = renderVenuePage('settings');
    await user.click(await screen.findByRole('switch', { name: 'Expo zone' }));
    await waitFor(() => expect(zone('Expo')).toBeChecked());
    expect(fake.callsTo('PATCH', api.zones).map((call) => call.body)).toEqual([{ EXPO: true }]);
    expect(notify).toHaveBeenCalledWith(
      'Expo zone turned on',
      expect.objectContaining({ tone: 'success' }),
    );
    await waitFor(() => expect(zone('Expo')).toBeEnabled());
  });

  it('puts the switch back and says why when the save fails', async () => {
    const fake = venueApi().on('PATCH', api.zones, () =>
      reply({ status: 403, body: { code: 'READ_ONLY', message: 'This event is canceled' } }),
    );
    const { user, notify } = renderVenuePage('settings', { fetch: fake });
    await user.click(await screen.findByRole('switch', { name: 'Lobby zone' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'This event is canceled',
        expect.objectContaining({ tone: 'error' }),
      ),
    );
    expect(zone('Lobby')).toBeChecked();
  });

  it('links only to the pages the user may open', async () => {
    renderVenuePage('settings', {
      context: {
        access: {
          permissions: ['VIRTUAL_SETUP_VENUE_SETTINGS_WRITE', 'VIRTUAL_SETUP_LOBBY_WRITE'],
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Go to Lobby' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to Expo' })).not.toBeInTheDocument();
    expect(zone('Expo')).toBeEnabled();
  });

  it('shows a read-only event its zones without switches', async () => {
    renderVenuePage('settings', { context: { readOnly: true } });
    await screen.findByText('You can see these settings but not change them here.');
    expect(await screen.findByText('Expo zone')).toBeVisible();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.getAllByText('On')).toHaveLength(5);
    expect(screen.getAllByText('Off')).toHaveLength(1);
  });

  it('says when the settings cannot be read, and reads them again on Retry', async () => {
    let fail = true;
    const fake = venueApi(aVenue()).on('GET', api.settings, () =>
      fail
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Try again later.' } })
        : aVenue(),
    );
    const { user } = renderVenuePage('settings', { fetch: fake });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The settings could not be loaded');
    expect(alert).toHaveTextContent('Try again later.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'Lobby zone' })).toBeChecked();
  });
});
