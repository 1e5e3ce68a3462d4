import type { ReactNode } from 'react';
import { Switch, type SwitchProps } from 'react-aria-components';
import { cx } from '../class-names';
import styles from './Toggle.module.css';

export interface ToggleProps extends Omit<SwitchProps, 'className' | 'children'> {
  /** The visible label; without it, give an aria-label. */
  children?: ReactNode;
  className?: string;
}

/** An on/off switch (role switch) for a setting that applies at once. */
export function Toggle({ children, className, ...props }: ToggleProps) {
  return (
    <Switch {...props} className={cx(styles.toggle, className)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </Switch>
  );
}
