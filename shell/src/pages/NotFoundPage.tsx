import { Link } from 'react-router-dom';
import { useDocumentTitle } from './document-title';
import styles from '../shell.module.css';

/** Not found. Inside an event it links back to the event (its landing page), elsewhere to the dashboard. */
export function NotFoundPage({
  what = 'page',
  backHref = '/dashboard',
  backLabel = 'Back to the dashboard',
  eventName,
}: {
  what?: string;
  backHref?: string;
  backLabel?: string;
  /** The event whose page is missing, named in the document's title. */
  eventName?: string;
}) {
  const title = `This ${what} does not exist`;
  useDocumentTitle(title, eventName);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title}</h1>
      <p>It may have been removed, or the link is wrong.</p>
      <Link to={backHref}>{backLabel}</Link>
    </section>
  );
}
