import { useState } from 'react';
import { TextField } from '@console/shared/ui';

export interface NumberValueInputProps {
  value: number | null;
  onChange: (value: number | null) => void;
  errorMessage?: string;
}

/** A number, or null for an empty or non-numeric text (which is never sent as a value). */
const parse = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

/**
 * A number value (spec §5: NUMBER takes a numeric value). What was typed is kept while it
 * means the draft's number, so "1." or "1e" stays as typed instead of being rewritten as "1".
 */
export function NumberValueInput({ value, onChange, errorMessage }: NumberValueInputProps) {
  const [typed, setTyped] = useState(value === null ? '' : String(value));
  // The draft moved on without this input (Cancel, a new applied set): show the draft's value.
  const text = parse(typed) === value ? typed : value === null ? '' : String(value);
  return (
    <TextField
      label="Value"
      type="number"
      value={text}
      onChange={(next) => {
        setTyped(next);
        onChange(parse(next));
      }}
      errorMessage={errorMessage}
    />
  );
}
