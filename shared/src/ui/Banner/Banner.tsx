import type { ReactNode } from 'react';
import { cx } from '../class-names';
import styles from './Banner.module.css';

export type BannerTone = 'info' | 'warning';

export interface BannerProps {
  tone?: BannerTone;
  children: ReactNode;
}

/** A notice across the top of a page's content about the page as a whole, announced politely. */
export function Banner({ tone = 'info', children }: BannerProps) {
  return (
    <div className={cx(styles.banner, styles[tone])} role="status" data-tone={tone}>
      {children}
    </div>
  );
}
