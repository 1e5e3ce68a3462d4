import { Toggle } from '@console/shared/ui/form';
import { SESSION_ACCESS_TEXT } from '../texts';
import { usePendingChanges, type PendingStore } from './pending-store';
import type { SessionView } from './session-views';
import { isLocked, selectAllTarget } from '@console/access-control-contract';

export interface SelectAllToggleProps {
  store: PendingStore;
  /** The rows shown (tab, search and filters applied). */
  rows: readonly SessionView[];
  readOnly: boolean;
}

/**
 * Select-all (spec §4): on when no row shown is restricted; pressing it grants every row shown
 * if any is restricted, otherwise restricts them all. Rows mapped through Add to sessions stay.
 */
export function SelectAllToggle({ store, rows, readOnly }: SelectAllToggleProps) {
  const pending = usePendingChanges(store);
  const changeable = rows.some((row) => !isLocked(row));
  return (
    <Toggle
      aria-label={SESSION_ACCESS_TEXT.selectAll}
      isSelected={changeable && selectAllTarget(rows, pending) === 'RESTRICT_ALL'}
      isDisabled={readOnly || !changeable}
      onChange={() => store.selectAll(rows)}
    />
  );
}
