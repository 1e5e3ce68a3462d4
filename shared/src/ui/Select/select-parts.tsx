/** The pieces Select and MultiSelect share: the trigger button and the popover of options. */
import type { ReactNode } from 'react';
import { Button, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { TruncatedText } from '../TruncatedText';
import styles from './Select.module.css';

export interface SelectOption {
  id: Key;
  label: string;
}

export function SelectTrigger({ children }: { children: ReactNode }) {
  return (
    <Button className={styles.trigger}>
      {children}
      <span className={styles.chevron} aria-hidden="true">
        ▾
      </span>
    </Button>
  );
}

export interface OptionPopoverProps {
  options: readonly SelectOption[];
  labelMaxLength: number;
  /** Styles the mark in front of each option: a tick by default (MultiSelect draws a box). */
  indicatorClassName?: string;
}

export function OptionPopover({
  options,
  labelMaxLength,
  indicatorClassName = styles.check,
}: OptionPopoverProps) {
  return (
    <Popover className={styles.popover} offset={4}>
      <ListBox className={styles.listBox} items={options}>
        {(option) => (
          <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
            {({ isSelected }) => (
              <>
                <span className={indicatorClassName} aria-hidden="true">
                  {isSelected ? '✓' : ''}
                </span>
                <TruncatedText text={option.label} maxLength={labelMaxLength} />
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
