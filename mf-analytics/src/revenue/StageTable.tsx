import { EmptyState, formatCurrency, formatNumber } from '@console/shared/ui';
import { Badge, type BadgeTone, Card } from '@console/shared/ui/display';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import styles from './Revenue.module.css';
import { REVENUE_WORDS } from './words';
import type { DealOutcome, StageRow } from '@console/analytics-contract';

const TONE: Record<DealOutcome, BadgeTone> = { WON: 'success', OPEN: 'info', LOST: 'danger' };

/**
 * The synced deals by pipeline stage, in the CRM's pipeline order, each stage by the label the
 * CRM gives it and the outcome its deals count under (won, open or lost).
 */
export function StageTable({ rows, currency }: { rows: readonly StageRow[]; currency: string }) {
  const columns: DataTableColumn<StageRow>[] = [
    {
      id: 'label',
      header: REVENUE_WORDS.stage,
      isRowHeader: true,
      minWidth: '12rem',
      cell: (r) => r.label,
    },
    {
      id: 'outcome',
      header: REVENUE_WORDS.outcomeHeader,
      minWidth: '6rem',
      cell: (r) => <Badge tone={TONE[r.outcome]}>{REVENUE_WORDS.outcome[r.outcome]}</Badge>,
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
    <Card title={REVENUE_WORDS.byStage}>
      <DataTable
        aria-label={REVENUE_WORDS.byStage}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.stageId}
        emptyState={<EmptyState title={REVENUE_WORDS.noDeals} />}
      />
    </Card>
  );
}
