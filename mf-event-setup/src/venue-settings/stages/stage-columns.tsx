import { Button, formatNumber } from '@console/shared/ui';
import type { DataTableColumn } from '@console/shared/ui/data-table';
import type { VenueStage } from '@console/event-setup-contract';
import { VENUE_WORDS as WORDS } from '../words';
import styles from '../VenueSettings.module.css';

/** The stages table: name, sessions on it, and Rename for a user who may change it. */
export function stageColumns(onRename: ((stage: VenueStage) => void) | null) {
  const columns: DataTableColumn<VenueStage>[] = [
    { id: 'name', header: WORDS.stageColumn, cell: (stage) => stage.name, isRowHeader: true },
    {
      id: 'sessions',
      header: WORDS.sessionsColumn,
      cell: (stage) => <span className={styles.number}>{formatNumber(stage.sessionCount)}</span>,
    },
  ];
  if (onRename)
    columns.push({
      id: 'actions',
      header: WORDS.actionsColumn,
      cell: (stage) => (
        <Button
          size="small"
          aria-label={WORDS.renameLabel(stage.name)}
          onPress={() => onRename(stage)}
        >
          {WORDS.rename}
        </Button>
      ),
    });
  return columns;
}
