import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { KitRouterProvider } from '../Router';
import { Link } from './Link';

describe('Link', () => {
  it('has its href and navigates client-side through the kit router', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/from']}>
        <KitRouterProvider>
          <Routes>
            <Route path="/from" element={<Link href="/to">Open email settings</Link>} />
            <Route path="/to" element={<p>Arrived</p>} />
          </Routes>
        </KitRouterProvider>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Open email settings' });
    expect(link).toHaveAttribute('href', '/to');
    await user.click(link);
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
  });

  it('looks like a button in a button variant and stays a link', () => {
    render(
      <MemoryRouter>
        <KitRouterProvider>
          <Link href="/tickets/create" variant="primaryButton">
            Create ticket
          </Link>
        </KitRouterProvider>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Create ticket' });
    expect(link).toHaveAttribute('href', '/tickets/create');
    expect(link).toHaveClass('primaryButton');
  });
});
