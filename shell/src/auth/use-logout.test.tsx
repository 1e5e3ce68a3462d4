import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AUTH_API } from '@console/shared/contract';
import { queryKeys } from '@console/shared/react';
import { FetchRouter, LocationProbe, reply } from '@console/shared/testing';
import { useLogout } from './use-logout';

function LogoutButton() {
  const logout = useLogout();
  return (
    <>
      <button onClick={() => logout.mutate()}>Log out</button>
      <output data-testid="pending">{String(logout.isPending)}</output>
      <LocationProbe />
    </>
  );
}

function renderLogout() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(queryKeys.session(), { csrfToken: 't' });
  client.setQueryData(queryKeys.eventContext(7), { event: { eventId: 7 } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="*" element={<LogoutButton />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const location = () => screen.getByTestId('location').textContent;

describe('useLogout', () => {
  it('ends the session, forgets every cached answer and goes to the login page', async () => {
    const api = new FetchRouter().on('POST', AUTH_API.logout, reply({ status: 204 }));
    api.install();
    const client = renderLogout();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.callsTo('POST', AUTH_API.logout)).toHaveLength(1);
    expect(client.getQueryData(queryKeys.session())).toBeNull();
    expect(client.getQueryData(queryKeys.eventContext(7))).toBeUndefined();
  });

  it('is pending while the server answers, and leaves only then', async () => {
    let answer: (response: Response) => void = () => {};
    globalThis.fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderLogout();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent('true'));
    expect(location()).toBe('/dashboard');
    answer({ ok: true, status: 204 } as Response);
    await waitFor(() => expect(location()).toBe('/login'));
    expect(screen.getByTestId('pending')).toHaveTextContent('false');
  });

  it('logs out on this device even when the server refuses', async () => {
    new FetchRouter()
      .on(
        'POST',
        AUTH_API.logout,
        reply({ status: 500, body: { code: 'INTERNAL', message: 'Database down' } }),
      )
      .install();
    const client = renderLogout();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(location()).toBe('/login'));
    expect(client.getQueryData(queryKeys.session())).toBeNull();
    expect(client.getQueryData(queryKeys.eventContext(7))).toBeUndefined();
  });
});
