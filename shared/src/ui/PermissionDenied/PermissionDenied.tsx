import { Link } from 'react-aria-components';
import { MESSAGES } from '@console/shared/contract';
import styles from './PermissionDenied.module.css';

export interface PermissionDeniedProps {
  /** Where the user can read what they may do (the event's info page). */
  infoHref: string;
  infoLabel?: string;
  /** Another refusal in the same form (a page not enabled for the event); permission denied by default. */
  title?: string;
  body?: string;
}

/**
 * The page shown in place of a route the user lacks the permission for. The link is a
 * react-aria Link: inside a react-aria RouterProvider it navigates client-side.
 */
export function PermissionDenied({
  infoHref,
  infoLabel = 'Go to the event info page',
  title = MESSAGES.permissionDeniedTitle,
  body = MESSAGES.permissionDeniedBody,
}: PermissionDeniedProps) {
  return (
    <section className={styles.denied} aria-labelledby="console-permission-denied-title">
      <h1 id="console-permission-denied-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.body}>{body}</p>
      <Link href={infoHref} className={styles.link}>
        {infoLabel}
      </Link>
    </section>
  );
}
