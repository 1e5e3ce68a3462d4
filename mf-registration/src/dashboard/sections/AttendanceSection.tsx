import { EVENT_DASHBOARD_MESSAGES, type EventDashboard } from '@console/registration-contract';
import { Card, DateTime, DetailsList } from '@console/shared/ui/display';
import styles from '../Dashboard.module.css';
import { DASHBOARD_WORDS as WORDS } from '../words';

/**
 * Who attended of the completed registrations, as the analytics reports counted them at their
 * last refresh (its time in the event's zone); before the first refresh, a sentence saying so.
 */
export function AttendanceSection({
  attendance,
  timeZone,
}: {
  attendance: EventDashboard['attendance'];
  timeZone: string;
}) {
  return (
    <Card title={WORDS.attendance}>
      {attendance === null ? (
        <p className={styles.muted}>{EVENT_DASHBOARD_MESSAGES.attendanceNotCounted}</p>
      ) : (
        <DetailsList aria-label={WORDS.attendance}>
          <dt>{WORDS.attended}</dt>
          <dd className={styles.number}>
            {WORDS.attendedOf(attendance.attended, attendance.registered)}
          </dd>
          <dt>{WORDS.asOf}</dt>
          <dd>
            <DateTime value={attendance.countedAt} timeZone={timeZone} />
          </dd>
        </DetailsList>
      )}
    </Card>
  );
}
