import { screen, waitFor } from '@testing-library/react';
import { aVenue } from '../testing/fixtures';
import { api, renderVenuePage, venueApi } from '../testing/render';

const intervalButton = () => screen.getByRole('button', { name: /One-on-one meetings/ });

describe('NetworkingPage', () => {
  it('sets the one-on-one meeting interval at once, and takes it away again', async () => {
    const { user, api: fake, notify } = renderVenuePage('networking');
    await screen.findByRole('switch', { name: 'Networking zone' });
    expect(intervalButton()).toHaveTextContent('No one-on-one meetings');
    await user.click(intervalButton());
    await user.click(await screen.findByRole('option', { name: '15 minutes' }));
    await waitFor(() => expect(intervalButton()).toHaveTextContent('15 minutes'));
    expect(notify).toHaveBeenCalledWith(
      'One-on-one meetings set to 15 minutes',
      expect.objectContaining({ tone: 'success' }),
    );
    await waitFor(() => expect(intervalButton()).toBeEnabled());
    await user.click(intervalButton());
    await user.click(await screen.findByRole('option', { name: 'No one-on-one meetings' }));
    await waitFor(() => expect(intervalButton()).toHaveTextContent('No one-on-one meetings'));
    expect(fake.callsTo('PATCH', api.networking).map((call) => call.body)).toEqual([
      { oneOnOneIntervalMinutes: 15 },
      { oneOnOneIntervalMinutes: null },
    ]);
  });

  it('turns the people channel off, saying Private chat becomes inactive', async () => {
    const { user, api: fake } = renderVenuePage('networking');
    const people = await screen.findByRole('switch', { name: 'People channel' });
    expect(people).toHaveAccessibleDescription(/access control shows Private chat as inactive/);
    await user.click(people);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'People channel' })).not.toBeChecked(),
    );
    expect(fake.callsTo('PATCH', api.networking).map((call) => call.body)).toEqual([
      { hasPeopleChannel: false },
    ]);
    expect(screen.getByRole('switch', { name: 'Chat channel' })).toBeChecked();
  });

  it('shows a read-only event its settings as text', async () => {
    renderVenuePage('networking', {
      fetch: venueApi(aVenue({ oneOnOneIntervalMinutes: 30, hasChatChannel: false })),
      context: { readOnly: true },
    });
    expect(await screen.findByText('One-on-one meetings: 30 minutes')).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /One-on-one meetings/ })).not.toBeInTheDocument();
  });
});
