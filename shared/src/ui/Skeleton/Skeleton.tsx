import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** What is loading, announced once for the whole placeholder: "Loading the dashboard…". */
  label: string;
  /** Grey lines standing in for the text to come. Default 3. */
  lines?: number;
}

/**
 * A placeholder in the shape of content that is loading: grey lines where the text will be, so
 * the page keeps its layout when the content arrives. Announced as busy with its label.
 */
export function Skeleton({ label, lines = 3 }: SkeletonProps) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
