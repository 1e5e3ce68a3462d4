import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { KitRouterProvider } from '../Router';
import { PageHeader } from './PageHeader';

function renderAt() {
  return render(
    <MemoryRouter initialEntries={['/page']}>
      <KitRouterProvider>
        <Routes>
          <Route
            path="/page"
            element={<PageHeader title="Page" back={{ href: '/list', label: 'Back' }} />}
          />
          <Route path="/list" element={<p>List</p>} />
        </Routes>
      </KitRouterProvider>
    </MemoryRouter>,
  );
}

describe('PageHeader', () => {
  it('follows the back link client-side', async () => {
    renderAt();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('List')).toBeInTheDocument();
  });
});
