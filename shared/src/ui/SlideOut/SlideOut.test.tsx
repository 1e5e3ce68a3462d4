import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../Button';
import { SlideOut } from './SlideOut';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add invitee</Button>
      <SlideOut
        isOpen={open}
        onOpenChange={setOpen}
        title="Add invitee"
        actions={<Button variant="primary">Save</Button>}
      >
        <label>
          Email <input />
        </label>
      </SlideOut>
    </>
  );
}

describe('SlideOut', () => {
  it('is a dialog named by its title, with a close button, returning focus to its opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Add invitee' });
    await user.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'Add invitee' });
    expect(panel).toContainElement(screen.getByRole('textbox', { name: 'Email' }));
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Save' }));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Add invitee' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
