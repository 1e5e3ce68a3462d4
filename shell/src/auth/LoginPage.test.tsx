import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AUTH_API, MESSAGES } from '@console/shared/contract';
import { aUser, FetchRouter, reply } from '@console/shared/testing';
import { LoginPage } from './LoginPage';

const UNAUTHENTICATED = reply({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'x' } });

function renderLogin(api: FetchRouter) {
  api.install();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('LoginPage', () => {
  it('names its fields Email and Password, and ties each field error to its field', async () => {
    const api = new FetchRouter().on('GET', AUTH_API.me, UNAUTHENTICATED);
    const { user } = renderLogin(api);
    const email = await screen.findByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(api.callsTo('POST', AUTH_API.login)).toHaveLength(0);
  });

  it('says when the email or password is wrong and stays on the page', async () => {
    const api = new FetchRouter()
      .on('GET', AUTH_API.me, UNAUTHENTICATED)
      .on(
        'POST',
        AUTH_API.login,
        reply({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'x' } }),
      );
    const { user } = renderLogin(api);
    await user.type(await screen.findByLabelText('Email'), 'organizer@demo.events');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCredentials);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('logs in on Enter and goes to the dashboard', async () => {
    const api = new FetchRouter()
      .on('GET', AUTH_API.me, UNAUTHENTICATED)
      .on('POST', AUTH_API.login, { user: aUser(), csrfToken: 'token' });
    const { user } = renderLogin(api);
    await user.type(await screen.findByLabelText('Email'), 'organizer@demo.events');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('POST', AUTH_API.login)[0]?.body).toEqual({
      email: 'organizer@demo.events',
      password: 'secret',
    });
  });
});
