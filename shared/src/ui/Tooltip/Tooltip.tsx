import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  content: ReactNode;
  /** The element it describes: a kit Button or Link (it must take focus, so keyboards see it). */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** ms of hover before it shows; keyboard focus shows it at once. */
  delay?: number;
}

/** A short description shown on hover and on keyboard focus, dismissed with Escape. */
export function Tooltip({ content, children, placement = 'top', delay = 500 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
