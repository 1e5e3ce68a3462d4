import styles from './LoadingState.module.css';

export interface LoadingStateProps {
  label?: string;
}

/** A busy region with visible text, so the wait is announced and seen. */
export function LoadingState({ label = 'Loading…' }: LoadingStateProps) {
  return (
    <div className={styles.loading} aria-busy="true" role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
