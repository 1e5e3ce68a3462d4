/**
 * One registration-form field as an input of its type: STRING text (a single select a select of
 * its values), NUMBER a number, BOOLEAN a checkbox, DATE a date and time in the event's zone, LIST
 * a multi-select of its values. A required field says so in its label.
 */
import { useCurrentEvent } from '@console/shared/react';
import { TextField } from '@console/shared/ui';
import { Checkbox, DateTimeField } from '@console/shared/ui/form';
import { MultiSelect, Select } from '@console/shared/ui/select';
import styles from '../Registrants.module.css';
import { fieldLabel } from './field-label';
import type { RegistrantFormAnswer, RegistrantFormField } from '@console/people-contract';

export interface AnswerInputProps {
  field: RegistrantFormField;
  value: RegistrantFormAnswer | undefined;
  onChange: (value: RegistrantFormAnswer) => void;
  errorMessage?: string;
  isDisabled?: boolean;
}

export function AnswerInput({
  field,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: AnswerInputProps) {
  const { tz } = useCurrentEvent();
  const label = fieldLabel(field.label, field.required);
  const name = `answers.${field.fieldName}`;
  const options = field.predefinedValues.map((v) => ({ id: v.value, label: v.label }));
  switch (field.type) {
    case 'BOOLEAN':
      return (
        <div className={styles.checkboxField}>
          <Checkbox
            name={name}
            isSelected={value === true}
            onChange={onChange}
            isDisabled={isDisabled}
          >
            {label}
          </Checkbox>
          {errorMessage ? (
            <p role="alert" className={styles.error}>
              {errorMessage}
            </p>
          ) : null}
        </div>
      );
    case 'DATE':
      return (
        <DateTimeField
          label={label}
          name={name}
          value={typeof value === 'string' ? value : null}
          timeZone={tz}
          onChange={onChange}
          isClearable={!field.required}
          isRequired={field.required}
          isDisabled={isDisabled}
          errorMessage={errorMessage}
        />
      );
    case 'LIST':
      return (
        <MultiSelect
          label={label}
          name={name}
          options={options}
          value={Array.isArray(value) ? value : []}
          onChange={(keys) => onChange(keys.map(String))}
          placeholder="Choose values"
          isDisabled={isDisabled}
          errorMessage={errorMessage}
        />
      );
    case 'NUMBER':
    case 'STRING':
      if (field.subType === 'SINGLE_SELECT')
        return (
          <Select
            label={label}
            name={name}
            options={options}
            value={typeof value === 'string' && value !== '' ? value : null}
            onChange={(key) => onChange(key === null ? '' : String(key))}
            placeholder="Choose a value"
            isDisabled={isDisabled}
            errorMessage={errorMessage}
          />
        );
      return (
        <TextField
          label={label}
          name={name}
          type={field.type === 'NUMBER' ? 'number' : 'text'}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          isRequired={field.required}
          isDisabled={isDisabled}
          errorMessage={errorMessage}
        />
      );
  }
}
