import { Link } from 'react-aria-components';
import { MESSAGES } from '../../contract';
import styles from './PermissionDenied.module.css';

export interface PermissionDeniedProps {
  /** Where the user can read what they may do (the event's info page). */
  infoHref: string;
  infoLabel?: string;
}

/**
 * The page shown in place of a route the user lacks the permission for. The link is a
 * react-aria Link: inside a react-aria RouterProvider it navigates client-side.
 */
export function PermissionDenied({
  infoHref,
  infoLabel = 'Go to the event info page',
}: PermissionDeniedProps) {
  return (
    <section className={styles.denied} aria-labelledby="console-permission-denied-title">
      <h1 id="console-permission-denied-title" className={styles.title}>
        {MESSAGES.permissionDeniedTitle}
      </h1>
      <p className={styles.body}>{MESSAGES.permissionDeniedBody}</p>
      <Link href={infoHref} className={styles.link}>
        {infoLabel}
      </Link>
    </section>
  );
}
