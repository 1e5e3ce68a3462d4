import { useMemo } from 'react';
import { formatNumber } from '@console/shared/ui';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import type { InviteRowProblem } from '@console/people-contract';

interface ProblemRow extends InviteRowProblem {
  id: number;
}

const COLUMNS: readonly DataTableColumn<ProblemRow>[] = [
  { id: 'row', header: 'Row', cell: (p) => formatNumber(p.row), minWidth: '4rem' },
  {
    id: 'column',
    header: 'Column',
    cell: (p) => (p.column === 'row' ? 'Whole row' : p.column),
    minWidth: '7rem',
  },
  { id: 'problem', header: 'Problem', cell: (p) => p.problem, minWidth: '12rem' },
];

/** The rows the import would refuse, before anything is sent; long lists scroll virtualized. */
export function RowProblemsTable({ problems }: { problems: readonly InviteRowProblem[] }) {
  const rows = useMemo(() => problems.map((p, id) => ({ ...p, id })), [problems]);
  return (
    <DataTable
      aria-label="Row problems"
      columns={COLUMNS}
      rows={rows}
      getRowId={(p) => p.id}
      maxHeight="20rem"
      estimatedRowHeight={40}
    />
  );
}
