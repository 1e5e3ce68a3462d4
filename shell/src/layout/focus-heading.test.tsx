import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { useFocusHeadingOnNavigate } from './focus-heading';

/** A page whose heading comes later, as a remote page's does once its code has loaded. */
function LatePage({ title }: { title: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <h1>{title}</h1> : <p>Loading…</p>;
}

/** A page with a search box that writes the query string, and a tab that changes the path. */
function ListPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Approvals</h1>
      <label>
        Search
        <input value={params.get('q') ?? ''} onChange={(e) => setParams({ q: e.target.value })} />
      </label>
      <Link to="/approvals/rejected">Rejected</Link>
    </>
  );
}

function Frame() {
  useFocusHeadingOnNavigate();
  return (
    <>
      <nav aria-label="Event menu">
        <Link to="/approvals">Approvals</Link>
        <Link to="/abandoned">Abandoned registrations</Link>
      </nav>
      <main>
        <Routes>
          <Route path="/" element={<Navigate to="/approvals" replace />} />
          <Route path="/approvals" element={<ListPage />} />
          <Route path="/approvals/rejected" element={<ListPage />} />
          <Route path="/abandoned" element={<LatePage title="Abandoned registrations" />} />
        </Routes>
      </main>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Frame />
    </MemoryRouter>,
  );
}

describe('focus after a navigation', () => {
  it('moves to the new page heading once it is shown, made focusable by script only', async () => {
    const user = userEvent.setup();
    renderAt('/approvals');
    await user.click(screen.getByRole('link', { name: 'Abandoned registrations' }));
    const heading = await screen.findByRole('heading', { name: 'Abandoned registrations' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('stays put on the first page load, and on the redirect that completes it', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Approvals' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.body).toHaveFocus();
  });

  it('keeps the focus in a field whose typing changes only the query string', async () => {
    const user = userEvent.setup();
    renderAt('/abandoned');
    await user.click(screen.getByRole('link', { name: 'Approvals' }));
    expect(screen.getByRole('heading', { name: 'Approvals' })).toHaveFocus();
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.click(search);
    await user.keyboard('jane');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('jane');
  });

  it('leaves the focus on a control of the page that changes the path', async () => {
    const user = userEvent.setup();
    renderAt('/approvals');
    const tab = screen.getByRole('link', { name: 'Rejected' });
    await user.click(tab);
    expect(screen.getByRole('heading', { name: 'Approvals' })).not.toHaveFocus();
    expect(screen.getByRole('link', { name: 'Rejected' })).toHaveFocus();
  });
});
