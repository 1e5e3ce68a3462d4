import {
  FieldError,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
} from 'react-aria-components';
import styles from './TextArea.module.css';

export interface TextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field (hint), read as its description. */
  description?: string;
  /** Shown under the field in red; the field is marked invalid. */
  errorMessage?: string;
  name?: string;
  placeholder?: string;
  rows?: number;
  isDisabled?: boolean;
}

/**
 * A labelled text input of several lines (a description). Its rules are the form's (formik +
 * yup): it shows the error it is given and does not cut what is typed.
 */
export function TextArea({
  label,
  value,
  onChange,
  description,
  errorMessage,
  name,
  placeholder,
  rows = 3,
  isDisabled,
}: TextAreaProps) {
  return (
    <AriaTextField
      className={styles.field}
      value={value}
      onChange={onChange}
      name={name}
      isDisabled={isDisabled}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <AriaTextArea className={styles.input} placeholder={placeholder} rows={rows} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
