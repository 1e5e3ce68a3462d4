import { render, screen, waitFor } from '@testing-library/react';
import { useReturnFocus } from './use-return-focus';

/** A bare panel with no focus management of its own: only the hook brings focus back. */
function Panel({ isOpen }: { isOpen: boolean }) {
  useReturnFocus(isOpen);
  return isOpen ? <button autoFocus>Inside</button> : null;
}

function Page({ isOpen, showOpener = true }: { isOpen: boolean; showOpener?: boolean }) {
  return (
    <>
      {showOpener ? <button>Opener</button> : null}
      <Panel isOpen={isOpen} />
    </>
  );
}

describe('useReturnFocus', () => {
  it('gives focus back to the element focused at open once the panel closes', async () => {
    const { rerender } = render(<Page isOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    rerender(<Page isOpen />);
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    rerender(<Page isOpen={false} />);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves focus alone when it already moved somewhere else', async () => {
    const { rerender } = render(
      <>
        <Page isOpen={false} />
        <button>Other</button>
      </>,
    );
    screen.getByRole('button', { name: 'Opener' }).focus();
    rerender(
      <>
        <Page isOpen />
        <button>Other</button>
      </>,
    );
    const other = screen.getByRole('button', { name: 'Other' });
    other.focus();
    rerender(
      <>
        <Page isOpen={false} />
        <button>Other</button>
      </>,
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(other).toHaveFocus();
  });

  it('does nothing when the opener is gone', async () => {
    const { rerender } = render(<Page isOpen={false} />);
    screen.getByRole('button', { name: 'Opener' }).focus();
    rerender(<Page isOpen />);
    rerender(<Page isOpen={false} showOpener={false} />);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.body).toHaveFocus();
  });
});
