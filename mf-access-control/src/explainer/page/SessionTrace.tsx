import { EmptyState } from '@console/shared/ui';
import { DateTime, TruncatedText } from '@console/shared/ui/display';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import styles from '../Explainer.module.css';
import { DecisionTrace, OutcomeBadge } from './Decision';
import { SESSION_ACCESS_LIMITS, type EffectiveAccess } from '@console/access-control-contract';

type SessionItem = EffectiveAccess['sessions'][number];

function columns(timeZone: string): DataTableColumn<SessionItem>[] {
  return [
    {
      id: 'title',
      header: 'Session',
      isRowHeader: true,
      minWidth: '14rem',
      cell: (row) => <TruncatedText text={row.title} maxLength={SESSION_ACCESS_LIMITS.titleMax} />,
    },
    {
      id: 'start',
      header: 'Starts',
      minWidth: '12rem',
      cell: (row) => <DateTime value={row.startDateTime} timeZone={timeZone} />,
    },
    {
      id: 'outcome',
      header: 'Access',
      minWidth: '8rem',
      cell: (row) => <OutcomeBadge decision={row.decision} />,
    },
    {
      id: 'why',
      header: 'Why',
      minWidth: '20rem',
      cell: (row) => <DecisionTrace decision={row.decision} />,
    },
  ];
}

/** Each session with its outcome and why; the kit table virtualizes a long list. */
export function SessionTrace({
  sessions,
  timeZone,
  emptyText,
}: {
  sessions: readonly SessionItem[];
  timeZone: string;
  emptyText: string;
}) {
  return (
    <section className={styles.section} aria-labelledby="explainer-sessions">
      <h3 id="explainer-sessions" className={styles.sectionTitle}>
        Sessions
      </h3>
      <DataTable
        aria-labelledby="explainer-sessions"
        columns={columns(timeZone)}
        rows={sessions}
        getRowId={(row) => row.segmentId}
        emptyState={<EmptyState title={emptyText} />}
        maxHeight="60vh"
      />
    </section>
  );
}
