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

  it('lets a script focus its h1, which is no tab stop', async () => {
    renderAt();
    const heading = screen.getByRole('heading', { level: 1, name: 'Page' });
    heading.focus();
    expect(heading).toHaveFocus();
    heading.blur();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveFocus();
    await user.tab();
    expect(heading).not.toHaveFocus();
  });
});
