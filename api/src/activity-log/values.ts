/**
 * Before and after of an edit, as the log keeps them: only the keys whose value differs (issue
 * #46), so an entry says what changed and nothing else.
 */
type Scalar = string | number | boolean | null;
export type LoggedValues = Record<string, Scalar | Scalar[]>;

/** The keys of `after` whose value differs from `before`'s, each side with just those keys. */
export function changedValues(
  before: LoggedValues,
  after: LoggedValues,
): { before: LoggedValues; after: LoggedValues } {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Whether an edit changed anything (an edit that changed nothing records no entry). */
export const hasChanges = (change: { after: LoggedValues }): boolean =>
  Object.keys(change.after).length > 0;

/** A date as the log shows it: its ISO instant, or null. */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A long text (an email's body) as the log keeps it: its first 200 characters, then "…". */
export const shortText = (text: string, max = 200): string =>
  text.length > max ? `${text.slice(0, max)}…` : text;
