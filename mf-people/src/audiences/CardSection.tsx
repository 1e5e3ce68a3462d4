import { useId, type ReactNode } from 'react';
import styles from './Audiences.module.css';

/** A titled list of group cards on the audiences page's tabs: a region named by its heading. */
export function CardSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.cards}>{children}</ul>
    </section>
  );
}
