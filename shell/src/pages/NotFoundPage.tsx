import { Link } from 'react-router-dom';
import styles from '../shell.module.css';

export function NotFoundPage({ what = 'page' }: { what?: string }) {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">This {what} does not exist</h1>
      <p>It may have been removed, or the link is wrong.</p>
      <Link to="/dashboard">Back to the dashboard</Link>
    </section>
  );
}
