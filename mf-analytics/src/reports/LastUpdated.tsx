import { formatDateTimeWithZone } from '@console/shared/ui';
import styles from './Reports.module.css';
import { ANALYTICS_EXTRA_MESSAGES } from '@console/analytics-contract';

export interface LastUpdatedProps {
  /** When the reports were last refreshed (ISO), or null if never. */
  at: string | null;
  /** The event's time zone. */
  timeZone: string;
}

/** "Reports last updated {time}" in the event's time zone, the zone named (spec §2.10). */
export function LastUpdated({ at, timeZone }: LastUpdatedProps) {
  return (
    <p className={styles.lastUpdated}>
      {at
        ? ANALYTICS_EXTRA_MESSAGES.lastUpdated(formatDateTimeWithZone(at, timeZone))
        : ANALYTICS_EXTRA_MESSAGES.notUpdatedYet}
    </p>
  );
}
