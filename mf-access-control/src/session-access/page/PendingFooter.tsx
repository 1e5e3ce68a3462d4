import { Button } from '@console/shared/ui';
import styles from '../SessionAccess.module.css';
import { SESSION_ACCESS_TEXT } from '../texts';
import { usePendingChanges, type PendingStore } from './pending-store';
import type { SessionAccessTab } from '@console/access-control-contract';

export interface PendingFooterProps {
  store: PendingStore;
  tab: SessionAccessTab;
  readOnly: boolean;
  isSaving: boolean;
  onUpdate: () => void;
}

/**
 * Cancel and Update Access, only on the All tab and only with pending changes (spec §2); on the
 * other tabs a line says changes wait there.
 */
export function PendingFooter({ store, tab, readOnly, isSaving, onUpdate }: PendingFooterProps) {
  const count = usePendingChanges(store).length;
  if (count === 0) return null;
  if (tab !== 'ALL')
    return (
      <p className={styles.hint} role="status">
        {SESSION_ACCESS_TEXT.unsavedElsewhere(count)}
      </p>
    );
  return (
    <div className={styles.footer} role="group" aria-label="Pending changes">
      <span className={styles.count} role="status">
        {SESSION_ACCESS_TEXT.unsaved(count)}
      </span>
      <Button isDisabled={isSaving} onPress={() => store.reset()}>
        Cancel
      </Button>
      <Button variant="primary" isDisabled={readOnly || isSaving} onPress={onUpdate}>
        {isSaving ? 'Updating…' : SESSION_ACCESS_TEXT.updateAccess}
      </Button>
    </div>
  );
}
