import { render, screen, waitFor, within } from '@testing-library/react';
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

function WideHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add to sessions</Button>
      <Dialog
        size="wide"
        isOpen={open}
        onOpenChange={setOpen}
        title="Add to sessions"
        actions={<Button onPress={() => setOpen(false)}>Cancel</Button>}
      >
        <table aria-label="Sessions" />
      </Dialog>
    </>
  );
}

describe('Dialog size="wide"', () => {
  it('is named by its title, holds its content and footer, and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<WideHarness />);
    const opener = screen.getByRole('button', { name: 'Add to sessions' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add to sessions' });
    expect(within(dialog).getByRole('table', { name: 'Sessions' })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('takes the wide classes instead of the message-sized ones', async () => {
    render(
      <Dialog size="wide" isOpen onOpenChange={() => undefined} title="Wide">
        <p>Body</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Wide' });
    // CSS Modules resolve to their own names in jest (identity-obj-proxy).
    expect(dialog).toHaveClass('wideDialog');
    expect(dialog).not.toHaveClass('dialog');
    expect(screen.getByText('Body').parentElement).toHaveClass('wideBody');
  });

  it('closes on Escape unless it is not dismissable', async () => {
    function Pending() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog
          size="wide"
          isOpen={open}
          onOpenChange={setOpen}
          title="Saving"
          isDismissable={false}
        >
          <p>Saving…</p>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    render(<Pending />);
    await screen.findByRole('dialog', { name: 'Saving' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Saving' })).toBeInTheDocument();
  });
});
