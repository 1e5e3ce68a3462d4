import { useId } from 'react';
import { Badge } from '@console/shared/ui/display';
import { Toggle } from '@console/shared/ui/form';
import { useCalendarInvites, useCalendarInvitesEdit } from '../hooks/use-calendar-invites';
import { useWritable } from '../hooks/use-writable';
import { PageFrame } from '../parts/PageFrame';
import { COMMUNICATION_WORDS as WORDS } from '../words';
import styles from '../Communication.module.css';

/**
 * communication/calendar-invite (COMMUNICATION_CALENDAR_INVITES_WRITE): the day-wise block of the
 * calendar invites, saved at once; custom groups read it and ask before saving while it is on.
 */
export function CalendarInvitesPage() {
  const settings = useCalendarInvites();
  const edit = useCalendarInvitesEdit();
  const writable = useWritable('COMMUNICATION_CALENDAR_INVITES_WRITE');
  const descriptionId = useId();
  return (
    <PageFrame title={WORDS.calendarTitle} query={settings} readOnly={!writable}>
      {(data) => {
        const isOn = edit.isPending ? edit.variables : data.isDayWiseBlock;
        return (
          <ul className={styles.settings}>
            <li className={styles.setting}>
              <div className={styles.control}>
                {writable ? (
                  <Toggle
                    isSelected={isOn}
                    isDisabled={edit.isPending}
                    onChange={(on) => edit.mutate(on)}
                    aria-describedby={descriptionId}
                  >
                    {WORDS.dayWiseBlock}
                  </Toggle>
                ) : (
                  <span className={styles.state}>
                    {WORDS.dayWiseBlock}
                    <Badge tone={isOn ? 'success' : 'neutral'}>{isOn ? WORDS.on : WORDS.off}</Badge>
                  </span>
                )}
              </div>
              <p id={descriptionId} className={styles.description}>
                {WORDS.dayWiseBlockDescription}
              </p>
            </li>
          </ul>
        );
      }}
    </PageFrame>
  );
}
