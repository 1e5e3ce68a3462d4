import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { useLeaveConfirmation } from './use-leave-confirmation';

function Editor({ dirty }: { dirty: boolean }) {
  const { isAsking, leave, stay, allowNextNavigation } = useLeaveConfirmation(dirty);
  const navigate = useNavigate();
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <button
        onClick={() => {
          allowNextNavigation();
          void navigate('/elsewhere');
        }}
      >
        Save and go
      </button>
      <Link to="/editor?tab=2">Other tab</Link>
      {isAsking && (
        <div role="alertdialog">
          <button onClick={stay}>Stay</button>
          <button onClick={leave}>Leave</button>
        </div>
      )}
    </>
  );
}

function renderAt(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor dirty={dirty} /> },
      { path: '/elsewhere', element: <p>Left the editor</p> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useLeaveConfirmation', () => {
  it('lets the user leave freely when nothing is unsaved', async () => {
    renderAt(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Left the editor')).toBeInTheDocument();
  });

  it('holds a navigation to another page until the user chooses, and stays on Stay', async () => {
    const router = renderAt(true);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/editor');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('goes on after Leave', async () => {
    renderAt(true);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Left the editor')).toBeInTheDocument();
  });

  it('does not treat a change of the query string as leaving', async () => {
    const router = renderAt(true);
    await userEvent.click(screen.getByRole('link', { name: 'Other tab' }));
    expect(router.state.location.search).toBe('?tab=2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets the navigation after a save through without asking', async () => {
    renderAt(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save and go' }));
    expect(await screen.findByText('Left the editor')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab while work is unsaved', () => {
    renderAt(true);
    const event = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
  });
});
