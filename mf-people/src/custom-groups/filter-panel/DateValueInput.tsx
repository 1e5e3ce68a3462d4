import { TextField } from '@console/shared/ui';
import { instantToWallTime, wallTimeToInstant } from '@console/shared/ui/form';

export interface DateValueInputProps {
  /** The ISO instant, or null. */
  value: string | null;
  timeZone: string;
  onChange: (value: string | null) => void;
  errorMessage?: string;
}

/** A date and time typed in the event's time zone (not the browser's), kept as an instant. */
export function DateValueInput({ value, timeZone, onChange, errorMessage }: DateValueInputProps) {
  return (
    <TextField
      label="Value"
      type="datetime-local"
      value={value === null ? '' : instantToWallTime(value, timeZone)}
      onChange={(next) => onChange(wallTimeToInstant(next, timeZone))}
      description={`Event time (${timeZone})`}
      errorMessage={errorMessage}
    />
  );
}
