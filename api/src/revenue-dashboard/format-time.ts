/**
 * An instant as the console writes it in a message, in the event's time zone with the zone
 * named ("Nov 23, 2026, 10:15 AM EST"), the same fields as the UI kit's formatDateTimeWithZone.
 */
const WITH_ZONE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

export function formatInEventZone(date: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { ...WITH_ZONE, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...WITH_ZONE, timeZone: 'UTC' }).format(date);
  }
}
