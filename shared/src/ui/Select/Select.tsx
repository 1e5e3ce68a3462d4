import { Label, Select as AriaSelect, SelectValue, type Key } from 'react-aria-components';
import { LIMITS } from '@console/shared/contract';
import {
  OptionPopover,
  SelectError,
  SelectTrigger,
  TriggerText,
  type SelectFieldProps,
} from './select-parts';
import styles from './Select.module.css';

export interface SelectProps extends SelectFieldProps {
  value: Key | null;
  onChange: (value: Key | null) => void;
}

/** A button that opens a list of options (listbox); type-ahead and arrow keys choose one. */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  labelMaxLength = LIMITS.multiSelectLabelMax,
  name,
  isDisabled,
  errorMessage,
}: SelectProps) {
  const isInvalid = errorMessage !== undefined;
  const selected = options.find((option) => option.id === value);
  return (
    <AriaSelect
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      name={name}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <SelectTrigger isInvalid={isInvalid}>
        <SelectValue className={styles.value}>
          {({ isPlaceholder, defaultChildren }) =>
            isPlaceholder || !selected ? (
              defaultChildren
            ) : (
              <TriggerText text={selected.label} maxLength={labelMaxLength} />
            )
          }
        </SelectValue>
      </SelectTrigger>
      <SelectError message={errorMessage} />
      <OptionPopover options={options} labelMaxLength={labelMaxLength} />
    </AriaSelect>
  );
}
