import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu, type MenuAction } from './Menu';

type Action = 'remind' | 'delete' | 'view';
const ITEMS: MenuAction<Action>[] = [
  { id: 'remind', label: 'Send reminder' },
  { id: 'delete', label: 'Delete', tone: 'danger' },
  { id: 'view', label: 'View details', isDisabled: true },
];

describe('Menu', () => {
  it('opens from its named button, runs the chosen action and closes, focus back on the button', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(<Menu label="Actions for Ada" items={ITEMS} onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Actions for Ada' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Send reminder', 'Delete', 'View details']);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('works from the keyboard, skips disabled items and closes on Escape', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(<Menu label="Actions for Ada" items={ITEMS} onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'View details' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'View details' }));
    expect(onAction).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Actions for Ada' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.keyboard('{Enter}');
    const first = screen.getByRole('menuitem', { name: 'Send reminder' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onAction).toHaveBeenCalledWith('remind');
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(<Menu label="Actions for Ada" items={ITEMS} onAction={jest.fn()} isDisabled />);
    await user.click(screen.getByRole('button', { name: 'Actions for Ada' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
