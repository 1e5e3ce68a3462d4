/**
 * The screen's columns (spec §2): Session Name (cut at 30), Status (the access toggle, with
 * select-all in its header), Date & Time in the event's time zone, Venue, Tags (2, then +N).
 */
import { type DataTableColumn } from '@console/shared/ui/data-table';
import { sessionColumns } from '@console/shared/ui/sessions';
import styles from '../SessionAccess.module.css';
import type { PendingStore } from './pending-store';
import { SelectAllToggle } from './SelectAllToggle';
import type { SessionView } from './session-views';
import { StatusCell } from './StatusCell';
import { SESSION_ACCESS_LIMITS } from '@console/access-control-contract';

export interface SessionAccessColumnsOptions {
  timeZone: string;
  store: PendingStore;
  readOnly: boolean;
  /** The rows shown, which select-all acts on. */
  rows: readonly SessionView[];
}

export function sessionAccessColumns({
  timeZone,
  store,
  readOnly,
  rows,
}: SessionAccessColumnsOptions): DataTableColumn<SessionView>[] {
  const shared = sessionColumns<SessionView>({
    timeZone,
    titleMaxLength: SESSION_ACCESS_LIMITS.titleMax,
    tagsShown: SESSION_ACCESS_LIMITS.tagsShown,
  });
  return [
    { ...shared.title, header: 'Session Name' },
    {
      id: 'status',
      header: (
        <span className={styles.statusHeader}>
          Status
          <SelectAllToggle store={store} rows={rows} readOnly={readOnly} />
        </span>
      ),
      minWidth: '12rem',
      isRowActions: true,
      cell: (row) => <StatusCell row={row} store={store} readOnly={readOnly} />,
    },
    shared.dateTime,
    shared.venue,
    shared.tags,
  ];
}
