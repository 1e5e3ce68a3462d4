import { Link } from 'react-router-dom';
import { MESSAGES, type FeatureFlag } from '@console/shared/contract';
import styles from '../shell.module.css';

/**
 * In place of a route whose feature flag is off for the event (spec §6), in the style of the
 * permission-denied page, offering the event's info page.
 */
export function FeatureNotEnabledPage({ flag, infoHref }: { flag: FeatureFlag; infoHref: string }) {
  return (
    <section
      className={styles.refused}
      aria-labelledby="feature-not-enabled-title"
      data-flag={flag}
    >
      <h1 id="feature-not-enabled-title" className={styles.refusedTitle}>
        {MESSAGES.featureNotEnabledTitle}
      </h1>
      <p className={styles.refusedBody}>{MESSAGES.featureNotEnabledBody}</p>
      <Link to={infoHref} className={styles.refusedLink}>
        Go to the event info page
      </Link>
    </section>
  );
}
