import type { ReactNode } from 'react';
import styles from './Page.module.css';

/**
 * A remote page's column: its header, banners and sections one under the other, spaced as on
 * every page of the console.
 */
export function Page({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
