/**
 * An entry's before and after as the page lists them: every name either side holds, in the order
 * written, with its value as text on each side ("(none)" where that side holds nothing).
 */
import type { ActivityValues } from '@console/activity-log-contract';
import { ACTIVITY_LOG_WORDS as WORDS } from '../words';

type Value = NonNullable<ActivityValues>[string];
type Scalar = Exclude<Value, unknown[]>;

const scalarText = (value: Scalar): string => {
  if (value === null || value === '') return WORDS.none;
  if (typeof value === 'boolean') return value ? WORDS.yes : WORDS.no;
  return String(value);
};

export function valueText(value: Value | undefined): string {
  if (value === undefined) return WORDS.none;
  if (Array.isArray(value))
    return value.length === 0 ? WORDS.none : value.map(scalarText).join(', ');
  return scalarText(value);
}

export interface ValueRow {
  name: string;
  before: string;
  after: string;
}

export function valueRows(before: ActivityValues, after: ActivityValues): ValueRow[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.map((name) => ({
    name,
    before: valueText(before?.[name]),
    after: valueText(after?.[name]),
  }));
}
