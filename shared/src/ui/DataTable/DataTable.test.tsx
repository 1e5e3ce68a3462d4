import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { DataTable, type DataTableColumn } from './DataTable';

interface Person {
  id: number;
  name: string;
  email: string;
}

const people: Person[] = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
  { id: 2, name: 'Grace Hopper', email: 'grace@example.com' },
  { id: 3, name: 'Alan Turing', email: 'alan@example.com' },
];

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, isRowHeader: true },
  { id: 'email', header: 'Email', cell: (p) => p.email },
];

function Harness({ onChange }: { onChange: (keys: Selection) => void }) {
  const [selected, setSelected] = useState<Selection>(new Set());
  return (
    <DataTable
      aria-label="People"
      columns={columns}
      rows={people}
      getRowId={(p) => p.id}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        setSelected(keys);
        onChange(keys);
      }}
    />
  );
}

describe('DataTable', () => {
  it('renders headers and one row per item', () => {
    render(
      <DataTable aria-label="People" columns={columns} rows={people} getRowId={(p) => p.id} />,
    );
    const table = screen.getByRole('grid', { name: 'People' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('selects rows with their checkboxes and all rows with the header checkbox', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);

    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(4);
    const [selectAll, , graceCheckbox] = checkboxes;
    if (!selectAll || !graceCheckbox) throw new Error('checkboxes missing');
    await user.click(graceCheckbox);
    const last = onChange.mock.lastCall?.[0] as Selection;
    expect(last === 'all' ? 'all' : [...last]).toEqual([2]);
    expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');

    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith('all');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .every((r) => r.getAttribute('aria-selected') === 'true'),
    ).toBe(true);
  });

  it('shows the empty state without rows and a loading state while loading', () => {
    const { rerender } = render(
      <DataTable
        aria-label="People"
        columns={columns}
        rows={[]}
        getRowId={(p) => p.id}
        emptyState={<p>No audience found</p>}
      />,
    );
    expect(screen.getByText('No audience found')).toBeInTheDocument();
    rerender(
      <DataTable
        aria-label="People"
        columns={columns}
        rows={people}
        getRowId={(p) => p.id}
        isLoading
      />,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });
});
