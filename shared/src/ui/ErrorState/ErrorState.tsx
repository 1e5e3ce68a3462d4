import { Button } from '../Button';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  title: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load, announced as an alert, with an optional Retry. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <div className={styles.error} role="alert">
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onPress={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
