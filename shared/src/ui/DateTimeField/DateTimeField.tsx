/**
 * A date and time typed in the event's time zone, whatever the browser's: react-aria's DateField
 * over an @internationalized/date ZonedDateTime, so each part (month, day, year, hour, minute,
 * AM/PM) is a segment the keyboard types or steps with the arrows, and the zone is shown beside
 * them. The value in and out is the ISO instant ('…Z'), or null while the field is empty.
 */
import { fromAbsolute, now, type ZonedDateTime } from '@internationalized/date';
import { DateField, DateInput, DateSegment, FieldError, Label, Text } from 'react-aria-components';
import { Button } from '../Button';
import { isKnownTimeZone } from '../format';
import styles from './DateTimeField.module.css';

export interface DateTimeFieldProps {
  label: string;
  /** An ISO 8601 instant, or null: the field is empty. */
  value: string | null;
  /** The event's IANA time zone (an unknown one is read as UTC). */
  timeZone: string;
  /** The instant the typed wall time is in the zone ('…Z'), or null once the field is cleared. */
  onChange: (value: string | null) => void;
  /** Shown under the field (hint). */
  description?: string;
  /** Shown under the field in red; the field is marked invalid. */
  errorMessage?: string;
  /** A "Clear" button empties the field (an optional date). */
  isClearable?: boolean;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

const zoneOrUtc = (timeZone: string) => (isKnownTimeZone(timeZone) ? timeZone : 'UTC');

function toZoned(iso: string | null, zone: string): ZonedDateTime | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : fromAbsolute(ms, zone);
}

export function DateTimeField({
  label,
  value,
  timeZone,
  onChange,
  description,
  errorMessage,
  isClearable = false,
  name,
  isRequired,
  isDisabled,
}: DateTimeFieldProps) {
  const zone = zoneOrUtc(timeZone);
  const zoned = toZoned(value, zone);
  return (
    <DateField<ZonedDateTime>
      className={styles.field}
      value={zoned}
      onChange={(next) => onChange(next ? next.toDate().toISOString() : null)}
      // An empty field starts from today's midnight in the zone: the typed value is the zone's.
      placeholderValue={now(zone).set({ hour: 0, minute: 0, second: 0, millisecond: 0 })}
      granularity="minute"
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.row}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        {isClearable && zoned !== null && !isDisabled ? (
          <Button
            variant="link"
            size="small"
            aria-label={`Clear ${label}`}
            onPress={() => onChange(null)}
          >
            Clear
          </Button>
        ) : null}
      </div>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </DateField>
  );
}
