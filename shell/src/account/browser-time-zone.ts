/** The time zone of the user's browser, for dates that belong to no event. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
