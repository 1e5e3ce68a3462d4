import { screen, waitFor } from '@testing-library/react';
import { api, renderVenuePage } from '../testing/render';

describe('EngagementPage', () => {
  it('turns the leaderboard on at once, saying what it makes inactive when off', async () => {
    const { user, api: fake, notify } = renderVenuePage('engagement');
    const leaderboard = await screen.findByRole('switch', { name: 'Leaderboard' });
    expect(leaderboard).not.toBeChecked();
    expect(leaderboard).toHaveAccessibleDescription(/access control shows Leaderboard as inactive/);
    await user.click(leaderboard);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Leaderboard' })).toBeChecked());
    expect(fake.callsTo('PATCH', api.engagement).map((call) => call.body)).toEqual([
      { leaderboardEnabled: true },
    ]);
    expect(notify).toHaveBeenCalledWith(
      'Leaderboard turned on',
      expect.objectContaining({ tone: 'success' }),
    );
  });

  it('shows a user without the engagement permission the setting without its switch', async () => {
    renderVenuePage('engagement', {
      context: { access: { permissions: ['ANALYTICS_REPORTS_READ'] } },
    });
    expect(await screen.findByText('Leaderboard')).toBeVisible();
    expect(screen.getByText('Off')).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
