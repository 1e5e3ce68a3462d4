import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import {
  AUTH_API,
  ERROR_CODES,
  MESSAGES,
  TIMINGS,
  type SessionInfo,
} from '@console/shared/contract';
import { FetchRouter, reply } from '@console/shared/testing';
import { KitRouterProvider } from '@console/shared/ui';
import { SessionsPage } from './SessionsPage';

const CHROMIUM =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/120.0.0.0 Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0';

function aSession(overrides: Partial<SessionInfo>): SessionInfo {
  return {
    sessionId: 1,
    createdAt: '2026-03-01T08:00:00Z',
    lastSeenAt: '2026-03-02T09:30:00Z',
    expiresAt: '2026-03-08T08:00:00Z',
    userAgent: CHROMIUM,
    address: '127.0.0.1',
    current: false,
    ...overrides,
  };
}

const THIS_DEVICE = aSession({ sessionId: 1, current: true });
const PHONE = aSession({ sessionId: 2, userAgent: SAFARI_IOS, address: '198.51.100.4' });
const LAPTOP = aSession({
  sessionId: 3,
  userAgent: FIREFOX_MAC,
  address: '203.0.113.9',
  lastSeenAt: '2026-03-02T08:00:00Z',
});

/** A fake API whose session list loses the sessions DELETE ends. */
function fakeApi(sessions: SessionInfo[]) {
  let live = [...sessions];
  const api = new FetchRouter().on('GET', AUTH_API.sessions, () => ({ sessions: live }));
  for (const session of sessions)
    api.on('DELETE', AUTH_API.session(session.sessionId), () => {
      live = live.filter((s) => s.sessionId !== session.sessionId);
      return reply({ status: 204 });
    });
  api.install();
  return api;
}

function renderPage() {
  const notify = jest.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/account/sessions']}>
        <KitRouterProvider>
          <SessionsPage notifier={{ notify }} />
        </KitRouterProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { notify, user: userEvent.setup() };
}

const table = () => screen.getByRole('grid', { name: 'Your sessions' });
const rowOf = (name: RegExp) => within(table()).getByRole('row', { name });
const deviceNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('SessionsPage', () => {
  it('lists this device first, then the others, with device, address and dates', async () => {
    fakeApi([PHONE, THIS_DEVICE, LAPTOP]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your sessions' })).toBeInTheDocument();
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
    expect(deviceNames()).toEqual([
      `Chromium on Linux ${MESSAGES.thisDevice}`,
      'Safari on iOS',
      'Firefox on macOS',
    ]);
    const current = rowOf(/Chromium on Linux/);
    expect(within(current).getByText(MESSAGES.thisDevice)).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: 'End session' })).not.toBeInTheDocument();
    const phone = rowOf(/Safari on iOS/);
    expect(within(phone).getByText('198.51.100.4')).toBeInTheDocument();
    expect(within(phone).getByText(/Mar 1, 2026/)).toHaveAttribute(
      'dateTime',
      '2026-03-01T08:00:00Z',
    );
    expect(within(phone).getByText(/Mar 2, 2026/)).toHaveAttribute(
      'dateTime',
      '2026-03-02T09:30:00Z',
    );
    expect(within(phone).getByRole('button', { name: 'End session' })).toBeEnabled();
  });

  it('ends one session after confirming: DELETE, a toast, and the list fetched again', async () => {
    const api = fakeApi([THIS_DEVICE, PHONE, LAPTOP]);
    const { notify, user } = renderPage();
    await screen.findByText('Safari on iOS');
    await user.click(within(rowOf(/Safari on iOS/)).getByRole('button', { name: 'End session' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.endSessionTitle });
    expect(dialog).toHaveTextContent(MESSAGES.endSessionBody('Safari on iOS'));
    expect(api.callsTo('DELETE', AUTH_API.session(2))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', AUTH_API.session(2))).toHaveLength(1);
    expect(api.callsTo('GET', AUTH_API.sessions)).toHaveLength(2);
    expect(notify).toHaveBeenCalledWith(MESSAGES.sessionEnded, {
      tone: 'success',
      durationMs: TIMINGS.toastShortMs,
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Firefox on macOS')).toBeInTheDocument();
  });

  it('ends nothing when the confirmation is cancelled', async () => {
    const api = fakeApi([THIS_DEVICE, PHONE]);
    const { notify, user } = renderPage();
    await screen.findByText('Safari on iOS');
    await user.click(within(rowOf(/Safari on iOS/)).getByRole('button', { name: 'End session' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', AUTH_API.session(2))).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it("shows the API's message when the session had already ended, and refreshes the list", async () => {
    const api = fakeApi([THIS_DEVICE, PHONE]);
    api.on('DELETE', AUTH_API.session(2), () =>
      reply({
        status: 404,
        body: { code: ERROR_CODES.notFound, message: MESSAGES.sessionNotFound },
      }),
    );
    const { notify, user } = renderPage();
    await screen.findByText('Safari on iOS');
    await user.click(within(rowOf(/Safari on iOS/)).getByRole('button', { name: 'End session' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End session' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(MESSAGES.sessionNotFound, {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      }),
    );
    await waitFor(() => expect(api.callsTo('GET', AUTH_API.sessions)).toHaveLength(2));
  });

  it('ends all other sessions at once, keeping this device', async () => {
    const api = fakeApi([THIS_DEVICE, PHONE, LAPTOP]);
    const { notify, user } = renderPage();
    await screen.findByText('Safari on iOS');
    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.endOtherSessionsTitle });
    expect(dialog).toHaveTextContent(MESSAGES.endOtherSessionsBody(2));
    await user.click(within(dialog).getByRole('button', { name: 'End other sessions' }));
    await waitFor(() =>
      expect(deviceNames()).toEqual([`Chromium on Linux ${MESSAGES.thisDevice}`]),
    );
    expect(api.callsTo('DELETE', AUTH_API.session(2))).toHaveLength(1);
    expect(api.callsTo('DELETE', AUTH_API.session(3))).toHaveLength(1);
    expect(api.callsTo('DELETE', AUTH_API.session(1))).toHaveLength(0);
    expect(notify).toHaveBeenCalledWith(MESSAGES.otherSessionsEnded(2), {
      tone: 'success',
      durationMs: TIMINGS.toastShortMs,
    });
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  });

  it("reports a refusal while ending the other sessions with the API's message", async () => {
    const api = fakeApi([THIS_DEVICE, PHONE, LAPTOP]);
    api.on('DELETE', AUTH_API.session(3), () =>
      reply({ status: 403, body: { code: ERROR_CODES.forbidden, message: 'Invalid CSRF token' } }),
    );
    const { notify, user } = renderPage();
    await screen.findByText('Safari on iOS');
    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    await user.click(screen.getByRole('button', { name: 'End other sessions' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Invalid CSRF token', {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      }),
    );
    expect(notify).toHaveBeenCalledWith(MESSAGES.otherSessionsEnded(1), {
      tone: 'success',
      durationMs: TIMINGS.toastShortMs,
    });
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(screen.getByText('Firefox on macOS')).toBeInTheDocument();
  });

  it('offers no "End all other sessions" when this is the only device', async () => {
    fakeApi([THIS_DEVICE]);
    renderPage();
    await screen.findByText(MESSAGES.thisDevice);
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  });

  it('shows the loading state, then the empty state', async () => {
    fakeApi([]);
    renderPage();
    expect(screen.getByText('Loading your sessions…')).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.noSessions)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noSessionsBody)).toBeInTheDocument();
  });

  it("shows the API's message when the list cannot be loaded, and retries", async () => {
    let fail = true;
    new FetchRouter()
      .on('GET', AUTH_API.sessions, () =>
        fail
          ? reply({
              status: 500,
              body: { code: ERROR_CODES.internal, message: 'The database is not reachable' },
            })
          : { sessions: [THIS_DEVICE] },
      )
      .install();
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your sessions could not be loaded');
    expect(alert).toHaveTextContent('The database is not reachable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(MESSAGES.thisDevice)).toBeInTheDocument();
  });
});
