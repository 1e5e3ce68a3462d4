import { useId, type ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  title: ReactNode;
  /** h2 under the page title; h3 inside a section that has its own heading. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/** A bordered section of a page (a detail page's block, a settings group), named by its title. */
export function Card({ title, headingLevel = 2, children }: CardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
