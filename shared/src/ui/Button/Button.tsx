import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../class-names';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  /** small: compact, for actions inside table rows. */
  size?: 'medium' | 'small';
  className?: string;
}

/** The console's button: a react-aria Button (press events, isDisabled, focus ring) in four variants. */
export function Button({
  variant = 'secondary',
  size = 'medium',
  className,
  ...props
}: ButtonProps) {
  const classes = cx(styles.button, styles[variant], size === 'small' && styles.small, className);
  return <AriaButton {...props} className={classes} />;
}
