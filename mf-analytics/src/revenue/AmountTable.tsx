import { EmptyState, formatCurrency, formatNumber } from '@console/shared/ui';
import { Card } from '@console/shared/ui/display';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import styles from './Revenue.module.css';
import { REVENUE_WORDS } from './words';
import type { AmountRow } from '@console/analytics-contract';

interface AmountTableProps {
  title: string;
  /** The header of the first column (Ticket type, Pipeline stage, Month). */
  labelHeader: string;
  rows: readonly AmountRow[];
  currency: string;
  formatLabel?: (label: string) => string;
}

/** One breakdown of the synced deals: a label, its deals and their revenue. */
export function AmountTable({
  title,
  labelHeader,
  rows,
  currency,
  formatLabel = (label) => label,
}: AmountTableProps) {
  const columns: DataTableColumn<AmountRow>[] = [
    {
      id: 'label',
      header: labelHeader,
      isRowHeader: true,
      minWidth: '12rem',
      cell: (r) => formatLabel(r.label),
    },
    {
      id: 'deals',
      header: REVENUE_WORDS.deals,
      minWidth: '6rem',
      cell: (r) => <span className={styles.number}>{formatNumber(r.deals)}</span>,
    },
    {
      id: 'amount',
      header: REVENUE_WORDS.revenue,
      minWidth: '8rem',
      cell: (r) => <span className={styles.number}>{formatCurrency(r.amount, currency)}</span>,
    },
  ];
  return (
    <Card title={title}>
      <DataTable
        aria-label={title}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.label}
        emptyState={<EmptyState title={REVENUE_WORDS.noDeals} />}
      />
    </Card>
  );
}
