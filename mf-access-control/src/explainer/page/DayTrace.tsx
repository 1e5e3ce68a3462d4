import { formatDay } from '@console/shared/ui';
import styles from '../Explainer.module.css';
import { DecisionTrace, OutcomeBadge } from './Decision';
import type { EffectiveAccess } from '@console/access-control-contract';

/** 'YYYY-MM-DD' (already the event's day) as "Wed, Jan 2, 2030". */
export const dayName = (day: string) => formatDay(day, 'weekdayDate');

/** Each event day with its outcome and the group that gives it. */
export function DayTrace({
  days,
  emptyText,
}: {
  days: EffectiveAccess['days'];
  emptyText: string;
}) {
  return (
    <section className={styles.section} aria-labelledby="explainer-days">
      <h3 id="explainer-days" className={styles.sectionTitle}>
        Days
      </h3>
      {days.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.trace} aria-label="Days">
          {days.map((day) => (
            <li
              key={day.dayAccessDate}
              className={styles.item}
              aria-label={dayName(day.dayAccessDate)}
            >
              <span className={styles.itemHead}>
                <span className={styles.itemTitle}>{dayName(day.dayAccessDate)}</span>
                <OutcomeBadge decision={day.decision} />
              </span>
              <DecisionTrace decision={day.decision} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
