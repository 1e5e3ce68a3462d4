import { Link } from 'react-router-dom';
import styles from '../shell.module.css';

/** Not found. Inside an event it links back to the event (its landing page), elsewhere to the dashboard. */
export function NotFoundPage({
  what = 'page',
  backHref = '/dashboard',
  backLabel = 'Back to the dashboard',
}: {
  what?: string;
  backHref?: string;
  backLabel?: string;
}) {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">This {what} does not exist</h1>
      <p>It may have been removed, or the link is wrong.</p>
      <Link to={backHref}>{backLabel}</Link>
    </section>
  );
}
