/**
 * The pieces Select and MultiSelect share: their common props, the trigger button and the
 * popover of options.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button, FieldError, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { TruncatedText } from '../TruncatedText';
import styles from './Select.module.css';

export interface SelectOption {
  id: Key;
  label: string;
}

/** The props of a select field other than its value. */
export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen, e.g. "All ticket types". */
  placeholder?: string;
  /** Longer option labels are cut with an ellipsis; the full text is the tooltip and the name. */
  labelMaxLength?: number;
  /** The form field name (also names the hidden native select react-aria renders). */
  name?: string;
  isDisabled?: boolean;
  /** Shown under the field; the field is marked invalid (aria-invalid, aria-describedby). */
  errorMessage?: string;
}

/**
 * The trigger button. react-aria ties an error message to it (aria-describedby) but drops
 * aria-invalid from buttons, so an invalid select sets it on the element: a screen reader then
 * says "invalid" as it does on the kit's text fields.
 */
export function SelectTrigger({
  isInvalid = false,
  children,
}: {
  isInvalid?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (isInvalid) ref.current?.setAttribute('aria-invalid', 'true');
    else ref.current?.removeAttribute('aria-invalid');
  }, [isInvalid]);
  return (
    <Button ref={ref} className={styles.trigger}>
      {children}
      <span className={styles.chevron} aria-hidden="true">
        ▾
      </span>
    </Button>
  );
}

/**
 * A chosen label in the trigger: cut on screen after about `maxLength` characters with an
 * ellipsis (CSS), whole as the tooltip. The page keeps the whole text, not a shortened copy: the
 * trigger is named by it, so its accessible name contains the text it shows (WCAG 2.5.3 label in
 * name; a copy cut at 10 characters, "All regist…", did not match "All registration flows").
 */
export function TriggerText({ text, maxLength }: { text: string; maxLength: number }) {
  return (
    <span
      className={styles.clipped}
      style={{ maxWidth: `${maxLength + 1}ch` }}
      title={text.length > maxLength ? text : undefined}
    >
      {text}
    </span>
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

/** The message under an invalid select (Select and MultiSelect's `errorMessage`). */
export function SelectError({ message }: { message: string | undefined }) {
  return <FieldError className={styles.error}>{message}</FieldError>;
}
