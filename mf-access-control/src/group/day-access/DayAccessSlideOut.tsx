import { useState } from 'react';
import { useReadOnly } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { SlideOut } from '@console/shared/ui/dialog';
import { Checkbox } from '@console/shared/ui/form';
import { changedDays, dayLabel, grantedDays } from './day-rules';
import { RemoveDaysDialog } from './RemoveDaysDialog';
import { useDayAccessSave } from './use-day-access-save';
import { GROUP_PAGE_WORDS } from '../words';
import styles from '../Group.module.css';
import type { AccessGroup, DayAccessMapping } from '@console/access-control-contract';

/** The group's day access: a checkbox per event day; Save sends the days that changed. */
export function DayAccessSlideOut({
  group,
  days,
  onClose,
}: {
  group: AccessGroup;
  days: readonly DayAccessMapping[];
  onClose: () => void;
}) {
  const readOnly = useReadOnly();
  const [checked, setChecked] = useState(() => grantedDays(days));
  const save = useDayAccessSave(group, onClose);
  const changes = changedDays(days, checked);
  const check = (day: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(day);
      else next.delete(day);
      return next;
    });
  return (
    <SlideOut
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!save.isBusy}
      title={GROUP_PAGE_WORDS.dayAccess}
      actions={
        <>
          <Button variant="secondary" isDisabled={save.isBusy} onPress={onClose}>
            {GROUP_PAGE_WORDS.cancel}
          </Button>
          <Button
            variant="primary"
            isDisabled={readOnly || save.isBusy || changes.length === 0}
            onPress={() => save.start(changes)}
          >
            {GROUP_PAGE_WORDS.save}
          </Button>
        </>
      }
    >
      <p className={styles.hint}>{GROUP_PAGE_WORDS.dayAccessHint}</p>
      {days.length === 0 ? (
        <p className={styles.description}>{GROUP_PAGE_WORDS.noDays}</p>
      ) : (
        <ul className={styles.days}>
          {days.map((day) => (
            <li key={day.dayAccessDate}>
              <Checkbox
                isSelected={checked.has(day.dayAccessDate)}
                isDisabled={readOnly || save.isBusy}
                onChange={(on) => check(day.dayAccessDate, on)}
              >
                {dayLabel(day.dayAccessDate)}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
      <RemoveDaysDialog
        days={save.askingDays}
        isPending={save.isBusy}
        onCancel={save.cancel}
        onAccept={save.accept}
      />
    </SlideOut>
  );
}
