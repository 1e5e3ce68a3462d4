import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
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

const nameColumn: DataTableColumn<Person> = {
  id: 'name',
  header: 'Name',
  cell: (p) => p.name,
  isRowHeader: true,
};
const emailColumn: DataTableColumn<Person> = { id: 'email', header: 'Email', cell: (p) => p.email };
const columns = [nameColumn, emailColumn];

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

  it('shows the error state instead of rows', () => {
    render(
      <DataTable
        aria-label="People"
        columns={columns}
        rows={people}
        getRowId={(p) => p.id}
        errorState={<p role="alert">Requests could not be loaded</p>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Requests could not be loaded');
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });

  it('marks stale rows busy while newer ones load', () => {
    render(
      <DataTable
        aria-label="People"
        columns={columns}
        rows={people}
        getRowId={(p) => p.id}
        isRefreshing
      />,
    );
    expect(screen.getByRole('grid').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });
});

describe('DataTable selection rules', () => {
  const reason = (p: Person) => (p.id === 3 ? 'Registration completed: cannot be selected' : null);

  function Selectable({ onChange }: { onChange: (keys: Selection) => void }) {
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
        selectAllLabel="Select all people on this page"
        getSelectionLabel={(p) => `Select ${p.name} (${p.email})`}
        getDisabledReason={reason}
      />
    );
  }

  it('names each checkbox after its row and explains why a row cannot be selected', () => {
    render(<Selectable onChange={jest.fn()} />);
    expect(
      screen.getByRole('checkbox', { name: 'Select all people on this page' }),
    ).toBeInTheDocument();
    const grace = screen.getByRole('checkbox', { name: 'Select Grace Hopper (grace@example.com)' });
    expect(grace).toBeEnabled();
    expect(grace).not.toHaveAccessibleDescription();
    const alan = screen.getByRole('checkbox', { name: 'Select Alan Turing (alan@example.com)' });
    expect(alan).toBeDisabled();
    expect(alan).toHaveAccessibleDescription('Registration completed: cannot be selected');
    expect(screen.getByTitle('Registration completed: cannot be selected')).toContainElement(alan);
  });

  it('never selects a disabled row, even with the header checkbox', async () => {
    const user = userEvent.setup();
    render(<Selectable onChange={jest.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all people on this page' }));
    const [, ada, grace, alan] = screen.getAllByRole('row');
    expect(ada).toHaveAttribute('aria-selected', 'true');
    expect(grace).toHaveAttribute('aria-selected', 'true');
    expect(alan).not.toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('checkbox', { name: /^Select Alan Turing/ }));
    expect(screen.getAllByRole('row')[3]).not.toHaveAttribute('aria-selected', 'true');
  });

  it('selects rows from the keyboard: arrows move between rows, Space toggles', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Selectable onChange={onChange} />);
    const keys = () => {
      const last = onChange.mock.lastCall?.[0] as Selection;
      return last === 'all' ? 'all' : [...last];
    };
    await user.tab();
    expect(screen.getAllByRole('row')[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(keys()).toEqual([1]);
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(screen.getAllByRole('row')[3]).toHaveFocus();
    expect(keys()).toEqual([1]);
    await user.keyboard('{ArrowUp} ');
    expect(keys()).toEqual([1, 2]);
  });
});

describe('DataTable columns', () => {
  it('sorts from a sortable header (aria-sort), leaving the others alone', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    function Sortable() {
      const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
      return (
        <DataTable
          aria-label="People"
          columns={[
            { ...nameColumn, allowsSorting: true },
            { ...emailColumn, allowsSorting: true },
          ]}
          rows={people}
          getRowId={(p) => p.id}
          sortDescriptor={sort}
          onSortChange={(next) => {
            setSort(next);
            onSortChange(next);
          }}
        />
      );
    }
    render(<Sortable />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await user.click(name);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    expect(name).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('columnheader', { name: 'Email' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'email', direction: 'ascending' });
  });

  it('gives each column its minimum width and the table the sum of them', () => {
    render(
      <DataTable
        aria-label="People"
        columns={[
          { ...nameColumn, minWidth: '16rem' },
          { ...emailColumn, minWidth: '14rem' },
        ]}
        rows={people}
        getRowId={(p) => p.id}
        selectionMode="multiple"
        selectedKeys={new Set()}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveStyle({ width: '16rem' });
    expect(screen.getByRole('grid').getAttribute('style')).toContain(
      'min-width: calc(2.75rem + 16rem + 14rem)',
    );
  });
});

describe('DataTable in a narrow box', () => {
  interface Request {
    id: number;
    name: string;
    flow: string;
  }
  const requests: Request[] = [{ id: 1, name: 'Ada Lovelace', flow: 'VIP registration' }];
  const requestColumns: DataTableColumn<Request>[] = [
    { id: 'name', header: 'Name', cell: (r) => r.name, isRowHeader: true, minWidth: '10rem' },
    { id: 'flow', header: 'Registration flow', cell: (r) => r.flow, priority: 'low' },
    {
      id: 'actions',
      header: 'Actions',
      minWidth: '6rem',
      isRowActions: true,
      cell: (r) => <button type="button">Approve {r.name}</button>,
    },
  ];

  /** The table's box is `width` px wide (jsdom has no layout: its size is observed here). */
  function boxOf(width: number) {
    const clientWidth = jest
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('container') ? width : 0;
      });
    const observe = jest.fn();
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      observe = observe;
      unobserve = jest.fn();
      disconnect = jest.fn();
    };
    return () => {
      clientWidth.mockRestore();
      globalThis.ResizeObserver = original;
    };
  }

  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

  it.each<[string, number, (string | null)[]]>([
    ['keeps every column when they fit', 24 * 16, ['Name', 'Registration flow', 'Actions']],
    ['leaves the low-priority column out when they do not', 20 * 16, ['Name', 'Actions']],
  ])('%s (%d px)', (_case, width, expected) => {
    const restore = boxOf(width);
    try {
      render(
        <DataTable
          aria-label="Requests"
          columns={requestColumns}
          rows={requests}
          getRowId={(r) => r.id}
        />,
      );
      expect(headers()).toEqual(expected);
      expect(screen.getAllByRole('gridcell').length + 1).toBe(expected.length);
    } finally {
      restore();
    }
  });

  it('sticks the row actions column to the right edge, header and cells', () => {
    render(
      <DataTable
        aria-label="Requests"
        columns={requestColumns}
        rows={requests}
        getRowId={(r) => r.id}
      />,
    );
    const actionsHeader = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actionsHeader).toHaveClass('stickyEnd');
    expect(screen.getByRole('button', { name: 'Approve Ada Lovelace' }).closest('td')).toHaveClass(
      'stickyEnd',
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveClass('stickyEnd');
  });

  it('tells keyboard users how to reach the row actions, only where rows have actions', () => {
    const { unmount } = render(
      <DataTable
        aria-label="Requests"
        columns={requestColumns}
        rows={requests}
        getRowId={(r) => r.id}
      />,
    );
    expect(screen.getByRole('grid', { name: 'Requests' })).toHaveAccessibleDescription(
      'Use the arrow keys to move between rows and cells, including their actions.',
    );
    unmount();
    render(
      <DataTable aria-label="People" columns={columns} rows={people} getRowId={(p) => p.id} />,
    );
    expect(screen.getByRole('grid', { name: 'People' })).not.toHaveAccessibleDescription();
  });

  it('reaches a row action with the arrow keys from the grid', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        aria-label="Requests"
        columns={requestColumns}
        rows={requests}
        getRowId={(r) => r.id}
      />,
    );
    await user.tab();
    expect(screen.getAllByRole('row')[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Approve Ada Lovelace' })).toHaveFocus();
  });
});

describe('DataTable virtualization', () => {
  const many: Person[] = Array.from({ length: 1000 }, (_, i) => ({
    id: i + 1,
    name: `Person ${i + 1}`,
    email: `person${i + 1}@example.com`,
  }));

  const bodyRows = () => screen.getAllByRole('row').slice(1);

  it('renders only the rows near the viewport of a long list, and follows the scroll', () => {
    const { container } = render(
      <DataTable aria-label="People" columns={columns} rows={many} getRowId={(p) => p.id} />,
    );
    expect(screen.getByRole('rowheader', { name: 'Person 1' })).toBeInTheDocument();
    expect(bodyRows().length).toBeGreaterThan(5);
    expect(bodyRows().length).toBeLessThan(100);
    expect(screen.queryByText('Person 500')).not.toBeInTheDocument();

    const scroller = container.firstElementChild as HTMLElement;
    scroller.scrollTop = 499 * 48;
    fireEvent.scroll(scroller);
    expect(screen.getByRole('rowheader', { name: 'Person 500' })).toBeInTheDocument();
    expect(screen.queryByText('Person 1')).not.toBeInTheDocument();
  });

  it('renders every row when virtualization is turned off, or the list is short', () => {
    const { rerender } = render(
      <DataTable
        aria-label="People"
        columns={columns}
        rows={many.slice(0, 150)}
        getRowId={(p) => p.id}
        virtualized={false}
      />,
    );
    expect(bodyRows()).toHaveLength(150);
    rerender(
      <DataTable
        aria-label="People"
        columns={columns}
        rows={many.slice(0, 100)}
        getRowId={(p) => p.id}
      />,
    );
    expect(bodyRows()).toHaveLength(100);
  });
});
