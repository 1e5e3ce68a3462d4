/**
 * Tags and add-ons as a session keeps them: each trimmed, empty ones dropped, and a repeat of one
 * already kept (ignoring case) dropped, so "AI", " ai " and "AI" are one tag, spelt as first given.
 * The API stores this form; the form shows it and counts the limit on it.
 */
export function normalizeSessionLabels(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const label = value.trim();
    const key = label.toLocaleLowerCase('en-US');
    if (label === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(label);
  }
  return kept;
}

/** Labels typed in one text field, separated by commas. */
export const splitSessionLabels = (text: string): string[] =>
  normalizeSessionLabels(text.split(','));
