import { EmptyState, formatCurrency } from '@console/shared/ui';
import { Card } from '@console/shared/ui/display';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import styles from './Revenue.module.css';
import { REVENUE_WORDS } from './words';
import {
  DEAL_OUTCOMES,
  type BreakdownRow,
  type DealOutcome,
  type RevenueFigure,
} from '@console/analytics-contract';

interface BreakdownTableProps {
  title: string;
  /** The header of the first column (Ticket type, Month). */
  labelHeader: string;
  rows: readonly BreakdownRow[];
  currency: string;
  formatLabel?: (label: string) => string;
}

const KEYS = { WON: 'won', OPEN: 'open', LOST: 'lost' } as const;

function FigureCell({ figure, currency }: { figure: RevenueFigure; currency: string }) {
  return (
    <span className={styles.number}>
      {formatCurrency(figure.amount, currency)}
      <span className={styles.deals}>{REVENUE_WORDS.dealCount(figure.deals)}</span>
    </span>
  );
}

/**
 * One breakdown of the synced deals (by ticket type, by month): a label, then its won, open and
 * lost revenue apart, each with its deals, so each column adds up to the figure of its outcome.
 */
export function BreakdownTable({
  title,
  labelHeader,
  rows,
  currency,
  formatLabel = (label) => label,
}: BreakdownTableProps) {
  const outcomeColumn = (outcome: DealOutcome): DataTableColumn<BreakdownRow> => ({
    id: outcome,
    header: REVENUE_WORDS.outcome[outcome],
    minWidth: '8rem',
    cell: (r) => <FigureCell figure={r[KEYS[outcome]]} currency={currency} />,
  });
  const columns: DataTableColumn<BreakdownRow>[] = [
    {
      id: 'label',
      header: labelHeader,
      isRowHeader: true,
      minWidth: '10rem',
      cell: (r) => formatLabel(r.label),
    },
    ...DEAL_OUTCOMES.map(outcomeColumn),
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
