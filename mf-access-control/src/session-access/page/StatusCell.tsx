import { memo } from 'react';
import { Button } from '@console/shared/ui';
import { Toggle } from '@console/shared/ui/form';
import { Tooltip } from '@console/shared/ui/tooltip';
import styles from '../SessionAccess.module.css';
import { SESSION_ACCESS_TEXT } from '../texts';
import { useRowStatus, type PendingStore } from './pending-store';
import type { SessionView } from './session-views';
import { ACCESS_MESSAGES, isAccessible } from '@console/access-control-contract';

export interface StatusCellProps {
  row: SessionView;
  store: PendingStore;
  readOnly: boolean;
}

/**
 * A row's access toggle and its status in words. Subscribed to its own row only, so a toggle
 * repaints this cell and not the table. A session mapped through Add to sessions cannot be
 * changed here and says why (spec §8).
 */
export const StatusCell = memo(function StatusCell({ row, store, readOnly }: StatusCellProps) {
  const on = isAccessible(useRowStatus(store, row));
  const locked = row.isAccessGroupAddedInSegment;
  return (
    <span className={styles.status}>
      <Toggle
        aria-label={SESSION_ACCESS_TEXT.toggleLabel(row.title)}
        isSelected={on}
        isDisabled={readOnly || locked}
        onChange={() => store.toggle(row)}
      />
      <span>{on ? SESSION_ACCESS_TEXT.accessible : SESSION_ACCESS_TEXT.restricted}</span>
      {locked ? (
        <Tooltip content={ACCESS_MESSAGES.sessionAlreadyMapped}>
          <Button variant="link" size="small" aria-label={SESSION_ACCESS_TEXT.whyLocked(row.title)}>
            <span aria-hidden="true">ⓘ</span>
          </Button>
        </Tooltip>
      ) : null}
    </span>
  );
});
