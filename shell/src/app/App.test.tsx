import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_API, MESSAGES } from '@console/shared/contract';
import { aUser, FetchRouter } from '@console/shared/testing';
import { App } from './App';
import { createConsoleClients } from './clients';

jest.mock('../remotes/RemotePage', () => ({
  RemotePage: ({ routeKey }: { routeKey: string }) => <p>remote page {routeKey}</p>,
}));

const CURRENT = {
  sessionId: 5,
  createdAt: '2026-03-01T08:00:00Z',
  lastSeenAt: '2026-03-01T09:00:00Z',
  expiresAt: '2026-03-08T08:00:00Z',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  address: '127.0.0.1',
  current: true,
};

/** The header's user area: the user's name, their sessions and Log out. */
async function userArea(): Promise<HTMLElement> {
  const area = (await screen.findByTestId('current-user')).parentElement;
  if (!area) throw new Error('The user area is missing');
  return area;
}

describe('App: the user area', () => {
  it('links "Your sessions" from the console header, next to Log out, to the sessions page', async () => {
    new FetchRouter()
      .on('GET', AUTH_API.me, { user: aUser(), csrfToken: 'token' })
      .on('GET', '/events', { events: [] })
      .on('GET', AUTH_API.sessions, { sessions: [CURRENT] })
      .install();
    window.history.pushState({}, '', '/dashboard');
    render(<App clients={createConsoleClients()} />);
    const header = await userArea();
    const link = within(header).getByRole('link', { name: 'Your sessions' });
    expect(link).toHaveAttribute('href', '/account/sessions');
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.setup().click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your sessions' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account/sessions');
    expect(await screen.findByText(MESSAGES.thisDevice)).toBeInTheDocument();
    expect(screen.getByText('Firefox on Linux')).toBeInTheDocument();
  });
});
