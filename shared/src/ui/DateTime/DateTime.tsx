import { formatDateTimeWithZone } from '../format';

export interface DateTimeProps {
  /** An ISO 8601 instant. */
  value: string;
  /** The event's IANA time zone. */
  timeZone: string;
}

/** An instant in the event's time zone with the zone named: "Nov 22, 2026, 10:30 AM EST". */
export function DateTime({ value, timeZone }: DateTimeProps) {
  return <time dateTime={value}>{formatDateTimeWithZone(value, timeZone)}</time>;
}
