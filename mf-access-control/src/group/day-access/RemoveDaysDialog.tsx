import { ConfirmDialog } from '@console/shared/ui/dialog';
import { dayLabel } from './day-rules';
import { GROUP_PAGE_WORDS } from '../words';
import styles from '../Group.module.css';
import { ACCESS_EXTRA_MESSAGES } from '@console/access-control-contract';

/** Removing days on which sessions are granted: the days, with Cancel and Accept (spec §4). */
export function RemoveDaysDialog({
  days,
  isPending,
  onCancel,
  onAccept,
}: {
  days: readonly string[];
  isPending: boolean;
  onCancel: () => void;
  onAccept: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={days.length > 0}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={ACCESS_EXTRA_MESSAGES.removeDaysTitle}
      message={
        <>
          {ACCESS_EXTRA_MESSAGES.removeDaysBody}
          <ul className={styles.dayList}>
            {days.map((day) => (
              <li key={day}>{dayLabel(day)}</li>
            ))}
          </ul>
        </>
      }
      confirmLabel={GROUP_PAGE_WORDS.accept}
      cancelLabel={GROUP_PAGE_WORDS.cancel}
      isPending={isPending}
      onConfirm={onAccept}
    />
  );
}
