import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  isDisabled?: boolean;
}

/** One choice among a few, all visible; arrow keys move the choice inside the group. */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  orientation = 'vertical',
  isDisabled,
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      value={value}
      onChange={onChange}
      orientation={orientation}
      isDisabled={isDisabled}
      className={styles.group}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.radio}
          >
            <span className={styles.circle} aria-hidden="true" />
            <span className={styles.text}>
              {option.label}
              {option.description ? (
                <Text slot="description" className={styles.description}>
                  {option.description}
                </Text>
              ) : null}
            </span>
          </Radio>
        ))}
      </div>
    </AriaRadioGroup>
  );
}
