import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../Button';
import { WideDialog } from './WideDialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add to sessions</Button>
      <WideDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Add to sessions"
        actions={<Button onPress={() => setOpen(false)}>Cancel</Button>}
      >
        <table aria-label="Sessions" />
      </WideDialog>
    </>
  );
}

describe('WideDialog', () => {
  it('is named by its title, holds its content and footer, and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Add to sessions' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add to sessions' });
    expect(within(dialog).getByRole('table', { name: 'Sessions' })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on Escape unless it is not dismissable', async () => {
    function Pending() {
      const [open, setOpen] = useState(true);
      return (
        <WideDialog isOpen={open} onOpenChange={setOpen} title="Saving" isDismissable={false}>
          <p>Saving…</p>
        </WideDialog>
      );
    }
    const user = userEvent.setup();
    render(<Pending />);
    await screen.findByRole('dialog', { name: 'Saving' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Saving' })).toBeInTheDocument();
  });
});
