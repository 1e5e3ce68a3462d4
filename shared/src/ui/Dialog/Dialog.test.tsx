import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function Harness({ unmountOnClose = false }: { unmountOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog
      isOpen={open}
      onOpenChange={setOpen}
      title="Delete request?"
      actions={<Button onPress={() => setOpen(false)}>Cancel</Button>}
    >
      The request is deleted for good.
    </Dialog>
  );
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete</Button>
      <Button>Elsewhere</Button>
      {unmountOnClose && !open ? null : dialog}
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, takes focus and returns it to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete request?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('returns focus after Escape, and when the dialog is unmounted instead of closed', async () => {
    const user = userEvent.setup();
    render(<Harness unmountOnClose />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('returns focus to the opener when it opened from state, not from a press', async () => {
    function Delayed() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setTimeout(() => setOpen(true), 0)}>Approve</Button>
          <Dialog
            isOpen={open}
            onOpenChange={setOpen}
            title="Approve 2 requests?"
            role="alertdialog"
            actions={<Button onPress={() => setOpen(false)}>Cancel</Button>}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Delayed />);
    const opener = screen.getByRole('button', { name: 'Approve' });
    await user.click(opener);
    await screen.findByRole('alertdialog', { name: 'Approve 2 requests?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
