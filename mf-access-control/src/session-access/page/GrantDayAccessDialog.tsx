import { useState } from 'react';
import { Button } from '@console/shared/ui';
import { Dialog } from '@console/shared/ui/dialog';
import { Checkbox } from '@console/shared/ui/form';
import styles from '../SessionAccess.module.css';
import { SESSION_ACCESS_TEXT } from '../texts';
import { ACCESS_MESSAGES } from '@console/access-control-contract';

const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** 'YYYY-MM-DD' (already the event's day) as "Wed, Jan 2, 2030". */
const dayName = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

export interface GrantDayAccessDialogProps {
  /** The days of newly granted sessions without day access, in order. */
  days: readonly string[];
  isPending: boolean;
  onSkip: () => void;
  onGrant: (days: string[]) => void;
}

/**
 * 'Grant day access to this group?' (spec §4): after Update Access, the affected days as
 * checkboxes, all chosen at first; Skip, or Grant day access for the chosen ones. Mounted only
 * while open, so each opening starts with every day chosen.
 */
export function GrantDayAccessDialog({
  days,
  isPending,
  onSkip,
  onGrant,
}: GrantDayAccessDialogProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(days));
  const choose = (day: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(day);
      else next.delete(day);
      return next;
    });
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onSkip();
      }}
      isDismissable={!isPending}
      title={ACCESS_MESSAGES.grantDayAccessTitle}
      actions={
        <>
          <Button isDisabled={isPending} onPress={onSkip}>
            {ACCESS_MESSAGES.skip}
          </Button>
          <Button
            variant="primary"
            isDisabled={isPending || chosen.size === 0}
            onPress={() => onGrant(days.filter((day) => chosen.has(day)))}
          >
            {ACCESS_MESSAGES.grantDayAccess}
          </Button>
        </>
      }
    >
      <p>{SESSION_ACCESS_TEXT.daysIntro}</p>
      <ul className={styles.days}>
        {days.map((day) => (
          <li key={day}>
            <Checkbox isSelected={chosen.has(day)} onChange={(on) => choose(day, on)}>
              {dayName(day)}
            </Checkbox>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
