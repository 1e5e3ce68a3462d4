import { useEffect, useId, useState } from 'react';
import { Button, TextField } from '@console/shared/ui';
import {
  REGISTRATION_FORM_LIMITS as L,
  type FormFieldOption,
} from '@console/registration-contract';
import styles from '../Form.module.css';
import { FORM_WORDS as WORDS } from '../words';
import type { FieldErrors } from './field-values';

export interface PredefinedValuesEditorProps {
  options: FormFieldOption[];
  errors: FieldErrors;
  /** A row was typed in: the new rows, and the error key of the input typed in. */
  onChange: (options: FormFieldOption[], changedKey: string | null) => void;
}

/**
 * The values a single select or list offers: a label and a stored value per row, added and removed
 * up to the contract's limit. A new row's label takes the focus; a removed row's focus goes to the
 * next row's Remove, or to Add value.
 */
export function PredefinedValuesEditor({ options, errors, onChange }: PredefinedValuesEditorProps) {
  const id = useId();
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  /** The row just added: its label takes the focus as it appears. */
  const [added, setAdded] = useState<number | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const edit = (index: number, part: keyof FormFieldOption, text: string) =>
    onChange(
      options.map((option, i) => (i === index ? { ...option, [part]: text } : option)),
      `predefinedValues[${index}].${part}`,
    );
  const remove = (index: number) => {
    const next = options.filter((_, i) => i !== index);
    onChange(next, null);
    setAdded(null);
    setFocusTarget(
      next.length > 0 ? `${id}-remove-${Math.min(index, next.length - 1)}` : `${id}-add`,
    );
  };
  const add = () => {
    onChange([...options, { label: '', value: '' }], null);
    setAdded(options.length);
  };
  const groupError = errors.predefinedValues;

  return (
    <fieldset className={styles.values} aria-describedby={`${id}-hint`}>
      <legend className={styles.legend}>{WORDS.predefinedValues}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {WORDS.predefinedValuesHint(L.predefinedValuesMax)}
      </p>
      {groupError ? (
        <p role="alert" className={styles.error}>
          {groupError}
        </p>
      ) : null}
      {options.map((option, index) => (
        // Rows have no identity of their own but their place: a row is the index-th value.
        <div key={index} className={styles.valueRow}>
          <TextField
            autoFocus={index === added}
            label={WORDS.optionLabel(index + 1)}
            value={option.label}
            maxLength={L.optionLabelMax}
            onChange={(text) => edit(index, 'label', text)}
            errorMessage={errors[`predefinedValues[${index}].label`]}
          />
          <TextField
            label={WORDS.optionValue(index + 1)}
            value={option.value}
            maxLength={L.optionValueMax}
            onChange={(text) => edit(index, 'value', text)}
            errorMessage={errors[`predefinedValues[${index}].value`]}
          />
          <Button
            id={`${id}-remove-${index}`}
            size="small"
            aria-label={WORDS.removeValue(index + 1)}
            onPress={() => remove(index)}
          >
            {WORDS.remove}
          </Button>
        </div>
      ))}
      <div>
        <Button id={`${id}-add`} isDisabled={options.length >= L.predefinedValuesMax} onPress={add}>
          {WORDS.addValue}
        </Button>
      </div>
    </fieldset>
  );
}
