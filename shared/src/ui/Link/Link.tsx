import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '../class-names';
import styles from './Link.module.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  /**
   * inline: underlined text in a sentence or cell; plain: a block the caller styles (a card);
   * primaryButton, secondaryButton: a navigation that looks like the kit's Button ("Create ticket").
   */
  variant?: 'inline' | 'plain' | 'primaryButton' | 'secondaryButton';
  className?: string;
}

/** A link that navigates client-side through KitRouterProvider (react-router). */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <AriaLink {...props} className={cx(styles.link, styles[variant], className)} />;
}
