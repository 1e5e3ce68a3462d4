import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { formatNumber } from '../format';
import styles from './TextField.module.css';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the field takes; a counter "n/max" is shown under it. */
  maxLength?: number;
  /** Shown under the field (hint); the counter is added when maxLength is set. */
  description?: string;
  /** Shown under the field in red; the field is marked invalid. */
  errorMessage?: string;
  name?: string;
  /**
   * The input's type: 'email' and 'password' get the browser's keyboard and masking; 'number'
   * and 'datetime-local' its number and date-time entry (the value stays the input's string).
   */
  type?: 'text' | 'email' | 'password' | 'number' | 'datetime-local';
  /** The browser's autofill hint, e.g. 'username' or 'current-password'. */
  autoComplete?: string;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** Called on Enter. */
  onSubmit?: () => void;
}

/** A labelled one-line text input with an optional character counter and an error message. */
export function TextField({
  label,
  value,
  onChange,
  maxLength,
  description,
  errorMessage,
  name,
  type = 'text',
  autoComplete,
  placeholder,
  isRequired,
  isDisabled,
  autoFocus,
  onSubmit,
}: TextFieldProps) {
  const counter =
    maxLength === undefined
      ? null
      : `${formatNumber(value.length)}/${formatNumber(maxLength)} characters`;
  const hint = [description, counter].filter(Boolean).join(' · ');
  return (
    <AriaTextField
      className={styles.field}
      value={value}
      onChange={onChange}
      maxLength={maxLength}
      name={name}
      type={type}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && onSubmit) onSubmit();
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      {hint ? (
        <Text slot="description" className={styles.description}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
