import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxTree } from './CheckboxTree';
import type { CheckboxTreeNode } from './checkbox-tree';

const DAYS: CheckboxTreeNode[] = [
  {
    id: 'day-1',
    label: 'Monday, May 4',
    children: [
      { id: 'keynote', label: 'Keynote' },
      { id: 'workshop', label: 'Workshop' },
    ],
  },
];

function Harness() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <CheckboxTree
      label="Grant day access"
      nodes={DAYS}
      selectedIds={selected}
      onChange={setSelected}
    />
  );
}

describe('CheckboxTree', () => {
  it('shows a parent as mixed while some children are checked, and fills or clears them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Grant day access' })).toBeInTheDocument();
    const day = screen.getByRole('checkbox', { name: 'Monday, May 4' });
    const keynote = screen.getByRole('checkbox', { name: 'Keynote' });
    const workshop = screen.getByRole('checkbox', { name: 'Workshop' });

    await user.click(keynote);
    expect(day).toHaveProperty('indeterminate', true);
    expect(day).not.toBeChecked();

    await user.click(day);
    expect(day).toHaveProperty('indeterminate', false);
    expect(day).toBeChecked();
    expect(workshop).toBeChecked();

    await user.click(day);
    expect(keynote).not.toBeChecked();
    expect(workshop).not.toBeChecked();
  });

  it('is operable with the keyboard: Tab to a checkbox, Space toggles it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Monday, May 4' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Keynote' })).toBeChecked();
  });
});
