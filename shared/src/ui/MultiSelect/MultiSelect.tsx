import { Label, Select as AriaSelect, SelectValue, type Key } from 'react-aria-components';
import { LIMITS } from '@console/shared/contract';
import {
  OptionPopover,
  SelectError,
  SelectTrigger,
  type SelectFieldProps,
} from '../Select/select-parts';
import styles from '../Select/Select.module.css';
import ownStyles from './MultiSelect.module.css';
import { SelectedSummary } from './SelectedSummary';

export interface MultiSelectProps extends SelectFieldProps {
  value: readonly Key[];
  onChange: (value: Key[]) => void;
}

/** A button that opens a list of options with checkboxes; the list stays open to choose several. */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  labelMaxLength = LIMITS.multiSelectLabelMax,
  name,
  isDisabled,
  errorMessage,
}: MultiSelectProps) {
  const isInvalid = errorMessage !== undefined;
  const chosen = options.filter((option) => value.includes(option.id));
  return (
    <AriaSelect
      selectionMode="multiple"
      value={[...value]}
      onChange={(keys) => onChange([...keys])}
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
            isPlaceholder || chosen.length === 0 ? (
              defaultChildren
            ) : (
              <SelectedSummary labels={chosen.map((o) => o.label)} maxLength={labelMaxLength} />
            )
          }
        </SelectValue>
      </SelectTrigger>
      <SelectError message={errorMessage} />
      <OptionPopover
        options={options}
        labelMaxLength={labelMaxLength}
        indicatorClassName={ownStyles.checkbox}
      />
    </AriaSelect>
  );
}
