import styles from './Audiences.module.css';

/**
 * PLACEHOLDER for this issue: access control groups (spec people §2, experience management)
 * are rendered by the access-control remote, which ships them in a later release.
 */
export function AccessControlTab() {
  return (
    <div className={styles.placeholder}>
      <h2>Access control groups are coming</h2>
      <p>
        Base access and group access settings for each audience group arrive with the access-control
        area in a later release. Nothing can be configured here yet.
      </p>
    </div>
  );
}
