import { screen, waitFor, within } from '@testing-library/react';
import { aVenue } from '../testing/fixtures';
import { api, renderVenuePage, venueApi } from '../testing/render';

describe('ExpoPage', () => {
  it('turns the expo on at once and lists the booths', async () => {
    const { user, api: fake, notify } = renderVenuePage('expo');
    const expo = await screen.findByRole('switch', { name: 'Expo zone' });
    expect(expo).not.toBeChecked();
    const booths = screen.getByRole('grid', { name: 'Booths' });
    expect(within(booths).getByText('Acme booth')).toBeVisible();
    expect(within(booths).getByText('Globex booth')).toBeVisible();
    await user.click(expo);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Expo zone' })).toBeChecked());
    expect(fake.callsTo('PATCH', api.expo).map((call) => call.body)).toEqual([{ active: true }]);
    expect(notify).toHaveBeenCalledWith(
      'Expo zone turned on',
      expect.objectContaining({ tone: 'success' }),
    );
  });

  it('turns the booth zone off, saying Custom zones become inactive', async () => {
    const { user, api: fake, notify } = renderVenuePage('expo');
    const boothZone = await screen.findByRole('switch', { name: 'Booth zone' });
    expect(boothZone).toHaveAccessibleDescription(/access control shows Custom zones as inactive/);
    await user.click(boothZone);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Booth zone' })).not.toBeChecked(),
    );
    expect(fake.callsTo('PATCH', api.expo).map((call) => call.body)).toEqual([
      { boothZoneActive: false },
    ]);
    expect(notify).toHaveBeenCalledWith('Booth zone turned off', expect.anything());
  });

  it('shows a booth owner without the expo permission the page without switches', async () => {
    renderVenuePage('expo', {
      fetch: venueApi(aVenue({ activeZones: ['EXPO'] })),
      context: {
        access: {
          role: 'SPONSOR',
          isOrganizer: false,
          isBoothOwner: true,
          ownedBoothIds: [1],
          permissions: [],
        },
      },
    });
    expect(await screen.findByText('Expo zone')).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText('You can see these settings but not change them here.')).toBeVisible();
    expect(
      within(screen.getByRole('grid', { name: 'Booths' })).getByText('Acme booth'),
    ).toBeVisible();
  });

  it('says how many booths there are when it lists only the first ones', async () => {
    const fake = venueApi().on('GET', api.expo, {
      expoActive: true,
      boothZoneActive: true,
      booths: [{ boothId: 1, name: 'Acme booth' }],
      boothTotal: 1250,
    });
    renderVenuePage('expo', { fetch: fake });
    expect(await screen.findByText('Showing the first 1 of 1,250 booths, by name.')).toBeVisible();
  });
});
