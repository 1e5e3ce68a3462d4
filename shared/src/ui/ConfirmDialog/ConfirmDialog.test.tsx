import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm, isPending = false }: { onConfirm: () => void; isPending?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Remove group</Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Remove group?"
        message="Its members keep their registrations."
        confirmLabel="Remove"
        tone="danger"
        isPending={isPending}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog, confirms, and returns focus to what opened it', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Remove group' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove group?' });
    expect(dialog).toHaveTextContent('Its members keep their registrations.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('returns focus after Cancel', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={jest.fn()} />);
    const opener = screen.getByRole('button', { name: 'Remove group' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('disables both buttons and ignores Escape while the action runs', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={jest.fn()} isPending />);
    await user.click(screen.getByRole('button', { name: 'Remove group' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
