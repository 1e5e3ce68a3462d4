import type { AudienceStatusOption } from './schemas';

/**
 * The status filter as the API takes it (spec people §5): Attended alone is true, Not Attended
 * alone is false, both or neither are null (no status filter).
 */
export function attendedFilter(selected: readonly AudienceStatusOption[]): boolean | null {
  const attended = selected.includes('ATTENDED');
  const notAttended = selected.includes('NOT_ATTENDED');
  if (attended === notAttended) return null;
  return attended;
}
